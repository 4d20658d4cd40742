// The staff and administration screens' texts, one file per area, under the key "admin".
import config from './config.en.json';
import night from './night.en.json';
import people from './people.en.json';
import plates from './plates.en.json';

export default { night, plates, config, people };
