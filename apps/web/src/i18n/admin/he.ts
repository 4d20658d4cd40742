// The staff and administration screens' texts, one file per area, under the key "admin".
import config from './config.he.json';
import night from './night.he.json';
import people from './people.he.json';
import plates from './plates.he.json';

export default { night, plates, config, people };
