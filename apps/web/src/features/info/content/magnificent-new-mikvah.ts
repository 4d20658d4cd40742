import type { Article } from '../article-types';
import type { Localized } from '../localized';

export const magnificentNewMikvahContent: Localized<Article> = {
  en: {
    title: 'Our Magnificent New Mikvah',
    intro:
      'After years of planning and the generosity of hundreds of families, our new building is open: 23,000 square feet designed around one idea — that every woman should feel cared for from the moment she arrives.',
    sections: [
      {
        heading: 'Twenty-eight preparation rooms',
        paragraphs: [
          'Each of the 28 preparation rooms is a private suite with its own bath and shower, soft towels, good light and a large mirror. Everything you need is already there: combs, cotton buds, nail clippers, disposable toothbrushes and more. You book the room for your visit, so it is yours for as long as you need it.',
          'Several rooms are larger and step-free, for women who use a wheelchair or need a little more help, and a few are set aside for brides and their mothers.',
        ],
      },
      {
        heading: 'Four pools',
        paragraphs: [
          'Four immersion pools mean that on a busy night no one waits long. The water is heated, filtered and checked several times each evening. The pools have wide steps and sturdy handrails, and the lighting is soft and warm.',
        ],
      },
      {
        heading: 'Built for privacy',
        paragraphs: [
          'The entrance is on a quiet side street, with covered parking under the building. Women leave by a different door from the one they came in by, and the waiting areas are arranged so that neighbours rarely cross paths. The booking system shows your name only to the staff on duty that night.',
        ],
      },
      {
        heading: 'Thoughtful details',
        list: [
          'A bridal suite with space for a mother or a friend to wait.',
          'A manicure station for last-minute nail care before immersion.',
          'A quiet lounge with tea, where you can sit for a moment before going home.',
          'Hair dryers and a vanity area for after immersion.',
          'Filtered air and warm floors in every room.',
        ],
        paragraphs: [],
      },
      {
        heading: 'Come and see it',
        paragraphs: [
          'We love to show the building to women, to brides and their teachers, and to community groups. Book a tour, or simply come a little early on your next visit and ask the reception to show you around.',
        ],
      },
    ],
  },
  he: {
    title: 'המקווה החדש והמפואר שלנו',
    intro:
      'אחרי שנים של תכנון ובזכות נדיבותן של מאות משפחות, הבניין החדש שלנו פתוח: 23 אלף רגל מרובעת שתוכננו סביב רעיון אחד — שכל אישה תרגיש שדואגים לה מהרגע שהגיעה.',
    sections: [
      {
        heading: 'עשרים ושמונה חדרי הכנה',
        paragraphs: [
          'כל אחד מ-28 חדרי ההכנה הוא סוויטה פרטית עם אמבטיה ומקלחת, מגבות רכות, תאורה טובה ומראה גדולה. כל מה שצריך כבר מחכה לך: מסרקים, מקלוני צמר גפן, גוזז ציפורניים, מברשות שיניים חד־פעמיות ועוד. את מזמינה את החדר לביקור שלך, והוא שלך כל עוד את צריכה אותו.',
          'כמה מהחדרים מרווחים יותר ונגישים ללא מדרגות, לנשים שמתניידות בכיסא גלגלים או זקוקות לקצת יותר עזרה, וכמה שמורים לכלות ולאמהותיהן.',
        ],
      },
      {
        heading: 'ארבעה בורות טבילה',
        paragraphs: [
          'ארבעה בורות טבילה פירושם שגם בערב עמוס אף אחת לא ממתינה זמן רב. המים מחוממים, מסוננים ונבדקים כמה פעמים בכל ערב. במדרגות רחבות ובמעקות יציבים קל לרדת למים, והתאורה רכה וחמימה.',
        ],
      },
      {
        heading: 'בנוי לפרטיות',
        paragraphs: [
          'הכניסה נמצאת ברחוב צדדי ושקט, עם חניה מקורה מתחת לבניין. יוצאים בדלת אחרת מזו שנכנסים בה, ואזורי ההמתנה מסודרים כך ששכנות כמעט לא נפגשות. מערכת ההזמנות מציגה את שמך רק לצוות שעובד באותו ערב.',
        ],
      },
      {
        heading: 'פרטים שחשבנו עליהם',
        list: [
          'סוויטת כלה עם מקום שבו אמא או חברה יכולות להמתין.',
          'עמדת מניקור לטיפול אחרון בציפורניים לפני הטבילה.',
          'טרקלין שקט עם תה, שבו אפשר לשבת רגע לפני שחוזרים הביתה.',
          'מייבשי שיער ופינת איפור לאחר הטבילה.',
          'אוויר מסונן ורצפה מחוממת בכל חדר.',
        ],
        paragraphs: [],
      },
      {
        heading: 'בואי לראות',
        paragraphs: [
          'אנחנו אוהבות להראות את הבניין לנשים, לכלות ולמדריכות הכלות שלהן, ולקבוצות מהקהילה. הזמיני סיור, או פשוט הגיעי מעט מוקדם בביקור הבא ובקשי מהקבלה להראות לך את המקום.',
        ],
      },
    ],
  },
};
