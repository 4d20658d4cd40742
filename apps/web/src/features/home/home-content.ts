import type { Localized } from '../info/localized';

export interface HomeContent {
  intro: { heading: string; paragraphs: string[] };
  features: { heading: string; items: { title: string; text: string; icon: FeatureIcon }[] };
  counters: { heading: string; items: { value: string; label: string }[] };
  tabs: {
    heading: string;
    items: { id: string; label: string; title: string; text: string; points: string[] }[];
  };
  testimonials: { heading: string; items: { quote: string; name: string; place: string; stars: number }[] };
  guides: { heading: string; lead: string; cards: { page: GuidePage; text: string }[] };
}

/** The information pages the guide cards lead to (titles from the menus' translations). */
export type GuidePage =
  'whatIsAMikvah' | 'cycleOfSanctity' | 'magnificentNewMikvah' | 'blog' | 'about' | 'kallahTours';

export type FeatureIcon = 'room' | 'heart' | 'sparkle' | 'phone' | 'crown' | 'door';

export const homeContent: Localized<HomeContent> = {
  en: {
    intro: {
      heading: 'A quiet place, made ready for you',
      paragraphs: [
        'Our mikvah was built so that every woman — whether this is her first immersion or her five-hundredth — arrives to a room that is waiting for her, an attendant who knows her craft and an evening without hurry.',
        'Book from your phone in a minute, come at the time you chose, and leave the rest to us.',
      ],
    },
    features: {
      heading: 'Why women choose us',
      items: [
        {
          icon: 'room',
          title: 'Your own preparation room',
          text: 'A private suite with bath, shower and everything you need, booked for you alone.',
        },
        {
          icon: 'heart',
          title: 'Attendants who care',
          text: 'Warm, experienced women who help you immerse properly and never rush you.',
        },
        {
          icon: 'sparkle',
          title: 'Spotless, every visit',
          text: 'Each room is cleaned and checked after every single visit, and the water several times a night.',
        },
        {
          icon: 'phone',
          title: 'Book in a minute',
          text: 'Choose your night and your room from your phone. Reminders never say what they are for.',
        },
        {
          icon: 'crown',
          title: 'A bridal suite',
          text: 'Room for your mother or teacher to wait with you on your first, special night.',
        },
        {
          icon: 'door',
          title: 'Discreet from door to door',
          text: 'Covered parking, a side entrance and a separate way out.',
        },
      ],
    },
    counters: {
      heading: 'The mikvah in numbers',
      items: [
        { value: '28', label: 'preparation rooms' },
        { value: '4', label: 'immersion pools' },
        { value: '23k', label: 'square feet' },
      ],
    },
    tabs: {
      heading: 'Your visit',
      items: [
        {
          id: 'first',
          label: 'First visit',
          title: 'Coming for the first time',
          text: 'It is natural to feel unsure the first time. Everything is explained, and you can ask anything.',
          points: [
            'Come for a tour beforehand, or call us with your questions.',
            'Allow about an hour in the preparation room.',
            'An attendant will show you the way and stay with you at the pool.',
          ],
        },
        {
          id: 'kallah',
          label: 'Brides',
          title: 'For a kallah',
          text: 'Your first immersion should be unhurried and beautiful. We will make sure it is.',
          points: [
            'Join a Kallah tour to see the rooms before the day.',
            'Book the bridal suite; someone close can wait with you.',
            'Take a quiet moment in the lounge afterwards.',
          ],
        },
        {
          id: 'monthly',
          label: 'Every month',
          title: 'Returning each month',
          text: 'You know the way. We keep it easy, so that the night stays about you.',
          points: [
            'Book ahead for busy nights, such as after Shabbat and holidays.',
            'Set your preferences once in your account.',
            'Pay and leave a note for the attendant online.',
          ],
        },
      ],
    },
    testimonials: {
      heading: 'In their words',
      items: [
        {
          quote:
            'I was nervous before my wedding. The attendant was so gentle that I left feeling like a queen.',
          name: 'Rivka S.',
          place: 'Cedar Hill',
          stars: 5,
        },
        {
          quote: 'The rooms are beautiful and always spotless. It has become the calmest hour of my month.',
          name: 'Miriam K.',
          place: 'Maple Heights',
          stars: 5,
        },
        {
          quote: 'Booking from my phone while the children sleep — I never have to wait in a corridor again.',
          name: 'Chaya L.',
          place: 'Riverside Park',
          stars: 5,
        },
        {
          quote:
            'I use a wheelchair, and the accessible room meant I could come on my own for the first time.',
          name: 'Devorah P.',
          place: 'Brookside',
          stars: 5,
        },
        {
          quote: 'Busy nights after a holiday can mean a short wait at the pool, but the care is the same.',
          name: 'Leah G.',
          place: 'Willow Creek',
          stars: 4,
        },
        {
          quote:
            'My mother came with me to my first immersion, and we sat together in the lounge afterwards.',
          name: 'Shira B.',
          place: 'Old Orchard',
          stars: 5,
        },
      ],
    },
    guides: {
      heading: 'Guides and reading',
      lead: 'Short, clear pages for anyone who would like to learn more.',
      cards: [
        { page: 'whatIsAMikvah', text: 'Living water, and a tradition thousands of years old.' },
        { page: 'cycleOfSanctity', text: 'The monthly rhythm of closeness and return.' },
        { page: 'magnificentNewMikvah', text: 'A look around our new building, room by room.' },
        { page: 'blog', text: 'Checklists, privacy, and a bride\u2019s first visit.' },
        { page: 'kallahTours', text: 'See the mikvah with an attendant before your wedding.' },
        { page: 'about', text: 'The women who look after the mikvah, and why.' },
      ],
    },
  },
  he: {
    intro: {
      heading: 'מקום שקט, מוכן בשבילך',
      paragraphs: [
        'המקווה שלנו נבנה כדי שכל אישה — בטבילתה הראשונה או החמש־מאות — תגיע לחדר שמחכה לה, לבלנית שבקיאה במלאכתה ולערב בלי חיפזון.',
        'הזמיני מהטלפון בדקה, הגיעי בשעה שבחרת, ואת השאר השאירי לנו.',
      ],
    },
    features: {
      heading: 'למה נשים בוחרות בנו',
      items: [
        {
          icon: 'room',
          title: 'חדר הכנה משלך',
          text: 'סוויטה פרטית עם אמבטיה, מקלחת וכל מה שצריך, שמוזמנת רק בשבילך.',
        },
        {
          icon: 'heart',
          title: 'בלניות עם לב',
          text: 'נשים חמות ומנוסות שעוזרות לך לטבול כהלכה ולעולם לא ממהרות.',
        },
        {
          icon: 'sparkle',
          title: 'נקי, בכל ביקור',
          text: 'כל חדר מנוקה ונבדק אחרי כל ביקור, והמים כמה פעמים בכל ערב.',
        },
        {
          icon: 'phone',
          title: 'מזמינים בדקה',
          text: 'בוחרים ערב וחדר מהטלפון. התזכורות אף פעם לא מציינות במה מדובר.',
        },
        {
          icon: 'crown',
          title: 'סוויטת כלה',
          text: 'מקום לאמך או למדריכה להמתין איתך בערב הראשון והמיוחד.',
        },
        {
          icon: 'door',
          title: 'דיסקרטיות מהדלת ועד הדלת',
          text: 'חניה מקורה, כניסה צדדית ויציאה נפרדת.',
        },
      ],
    },
    counters: {
      heading: 'המקווה במספרים',
      items: [
        { value: '28', label: 'חדרי הכנה' },
        { value: '4', label: 'בורות טבילה' },
        { value: '23k', label: 'רגל מרובעת' },
      ],
    },
    tabs: {
      heading: 'הביקור שלך',
      items: [
        {
          id: 'first',
          label: 'ביקור ראשון',
          title: 'בפעם הראשונה',
          text: 'טבעי להרגיש חוסר ודאות בפעם הראשונה. הכול מוסבר, ואפשר לשאול כל דבר.',
          points: [
            'בואי לסיור לפני כן, או התקשרי אלינו עם שאלותייך.',
            'הקצי כשעה בחדר ההכנה.',
            'בלנית תראה לך את הדרך ותהיה איתך ליד הבור.',
          ],
        },
        {
          id: 'kallah',
          label: 'כלות',
          title: 'לכלה',
          text: 'הטבילה הראשונה שלך צריכה להיות נינוחה ויפה. אנחנו נדאג שכך יהיה.',
          points: [
            'הצטרפי לסיור כלות כדי לראות את החדרים לפני היום עצמו.',
            'הזמיני את סוויטת הכלה; מישהי קרובה תוכל להמתין איתך.',
            'הקדישי רגע של שקט בטרקלין אחרי הטבילה.',
          ],
        },
        {
          id: 'monthly',
          label: 'מדי חודש',
          title: 'חוזרות מדי חודש',
          text: 'את כבר מכירה את הדרך. אנחנו שומרות שיהיה פשוט, כדי שהערב יישאר שלך.',
          points: [
            'הזמיני מראש לערבים עמוסים, כמו מוצאי שבת וחג.',
            'הגדירי את ההעדפות שלך פעם אחת בחשבון.',
            'שלמי והשאירי הערה לבלנית באתר.',
          ],
        },
      ],
    },
    testimonials: {
      heading: 'במילים שלהן',
      items: [
        {
          quote: 'הייתי לחוצה לפני החתונה. הבלנית הייתה כל כך עדינה, שיצאתי משם מרגישה כמו מלכה.',
          name: 'רבקה ש.',
          place: 'סידר היל',
          stars: 5,
        },
        {
          quote: 'החדרים יפים ותמיד נקיים. זו הפכה לשעה הרגועה ביותר בחודש שלי.',
          name: 'מרים ק.',
          place: 'מייפל הייטס',
          stars: 5,
        },
        {
          quote: 'מזמינה מהטלפון כשהילדים ישנים — ואף פעם כבר לא ממתינה במסדרון.',
          name: 'חיה ל.',
          place: 'ריברסייד פארק',
          stars: 5,
        },
        {
          quote: 'אני מתניידת בכיסא גלגלים, ובזכות החדר הנגיש יכולתי לבוא לבד בפעם הראשונה.',
          name: 'דבורה פ.',
          place: 'ברוקסייד',
          stars: 5,
        },
        {
          quote: 'בערבים עמוסים אחרי חג לפעמים ממתינים קצת ליד הבור, אבל היחס נשאר אותו יחס.',
          name: 'לאה ג.',
          place: 'ווילו קריק',
          stars: 4,
        },
        {
          quote: 'אמא שלי באה איתי לטבילה הראשונה, וישבנו יחד בטרקלין אחרי כן.',
          name: 'שירה ב.',
          place: 'אולד אורצ׳רד',
          stars: 5,
        },
      ],
    },
    guides: {
      heading: 'מדריכים וקריאה',
      lead: 'דפים קצרים וברורים לכל מי שרוצה ללמוד עוד.',
      cards: [
        { page: 'whatIsAMikvah', text: 'מים חיים, ומסורת בת אלפי שנים.' },
        { page: 'cycleOfSanctity', text: 'הקצב החודשי של קרבה ושיבה.' },
        { page: 'magnificentNewMikvah', text: 'סיור בבניין החדש שלנו, חדר אחר חדר.' },
        { page: 'blog', text: 'רשימות הכנה, פרטיות, והביקור הראשון של כלה.' },
        { page: 'kallahTours', text: 'הכירי את המקווה עם בלנית לפני החתונה.' },
        { page: 'about', text: 'הנשים שדואגות למקווה, ולמה.' },
      ],
    },
  },
};
