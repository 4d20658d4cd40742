import type { Article } from '../article-types';
import type { Localized } from '../localized';

export const cycleOfSanctityContent: Localized<Article> = {
  en: {
    title: 'The Cycle of Sanctity',
    intro:
      'Taharat hamishpacha, family purity, gives a marriage a rhythm of its own: a time of closeness, a time of distance, and a return that is celebrated each month at the mikvah.',
    sections: [
      {
        heading: 'A rhythm, not a rule book',
        paragraphs: [
          'The laws of family purity are detailed, and they are best learned with a teacher. But their heart is simple. For part of each month husband and wife are physically apart, and for the rest they come together. Many couples say that this rhythm keeps their marriage fresh: there is always a reunion to look forward to.',
        ],
      },
      {
        heading: 'Niddah and the seven clean days',
        paragraphs: [
          'When a woman\u2019s period begins she becomes a niddah. After it ends she makes a hefsek taharah, a simple check that the bleeding has stopped, and then counts seven clean days, checking each morning and before evening. The seven days end with immersion in the mikvah on the night after the seventh day.',
        ],
      },
      {
        heading: 'The night of immersion',
        paragraphs: [
          'Immersion takes place after nightfall. A woman prepares carefully — bathing, combing, checking — and then immerses in the mikvah. For many, it is a moment of prayer: the blessing said in the water is a time when prayers are said to be especially heard.',
        ],
      },
      {
        heading: 'Why the mikvah matters',
        paragraphs: [
          'The mikvah is what turns the cycle from distance back to closeness. It is also a thread that links a woman to her mother, her grandmothers and to women across the generations who did exactly the same thing, often at great personal cost.',
        ],
      },
      {
        heading: 'Where to learn more',
        paragraphs: [
          'Our attendants are happy to answer practical questions on the night. For questions of halacha, please ask your rabbi or a qualified teacher; we can suggest teachers who offer private classes for brides and for married women who would like a refresher.',
        ],
        list: [
          'Learn with a kallah teacher before your wedding.',
          'Keep a simple calendar, on paper or in an app you trust.',
          'Ask early: questions are easier to answer before the night of immersion.',
        ],
      },
    ],
  },
  he: {
    title: 'מעגל הקדושה',
    intro: 'טהרת המשפחה מעניקה לנישואין קצב משלהם: זמן של קרבה, זמן של ריחוק, ושיבה שנחגגת מדי חודש במקווה.',
    sections: [
      {
        heading: 'קצב, לא ספר חוקים',
        paragraphs: [
          'הלכות טהרת המשפחה מפורטות, ומוטב ללמוד אותן עם מדריכה. אבל הלב שלהן פשוט. בחלק מכל חודש בני הזוג נפרדים זה מזה, ובשאר הזמן הם שבים להיות יחד. זוגות רבים מספרים שהקצב הזה שומר על הנישואין רעננים: תמיד יש מפגש לצפות לו.',
        ],
      },
      {
        heading: 'נידה ושבעה נקיים',
        paragraphs: [
          'כשהווסת מתחילה, האישה נעשית נידה. בסופה היא עושה הפסק טהרה, בדיקה פשוטה שהדימום פסק, ואז סופרת שבעה נקיים ובודקת בכל בוקר ולפני הערב. שבעת הימים מסתיימים בטבילה במקווה בליל היום השמיני.',
        ],
      },
      {
        heading: 'ליל הטבילה',
        paragraphs: [
          'הטבילה נעשית אחרי צאת הכוכבים. האישה מתכוננת בקפידה — רוחצת, סורקת, בודקת — ואז טובלת במקווה. לנשים רבות זהו רגע של תפילה: אומרים שהתפילה הנאמרת במים, בשעת הברכה, נשמעת במיוחד.',
        ],
      },
      {
        heading: 'למה המקווה חשוב',
        paragraphs: [
          'המקווה הוא שמחזיר את המעגל מריחוק לקרבה. הוא גם חוט שמקשר אישה לאמה, לסבתותיה ולנשים לאורך הדורות שעשו בדיוק אותו הדבר, לעיתים קרובות במחיר אישי כבד.',
        ],
      },
      {
        heading: 'איפה ללמוד עוד',
        paragraphs: [
          'הבלניות שלנו ישמחו לענות על שאלות מעשיות בערב הטבילה. בשאלות הלכתיות פני לרב או למדריכה מוסמכת; נשמח להמליץ על מדריכות שמעבירות שיעורים פרטיים לכלות ולנשים נשואות שרוצות לרענן את הידע.',
        ],
        list: [
          'למדי עם מדריכת כלות לפני החתונה.',
          'נהלי לוח פשוט, על נייר או ביישומון שאת סומכת עליו.',
          'שאלי מוקדם: קל יותר לענות על שאלות לפני ליל הטבילה.',
        ],
      },
    ],
  },
};
