import type { Article } from '../article-types';
import type { Localized } from '../localized';

export const aboutContent: Localized<Article> = {
  en: {
    title: 'About Us',
    intro:
      'We are a community mikvah run by women, for women. Our work is simple to describe and takes a great deal of care to do well: to make every immersion calm, private and unhurried.',
    sections: [
      {
        heading: 'Our story',
        paragraphs: [
          'The mikvah was founded by a small group of families who wanted a place their daughters and granddaughters would look forward to visiting. Today it is looked after by a team of trained attendants, a cleaning crew that works through every evening, and volunteers who answer the phone, guide tours and quietly raise the funds that keep the doors open.',
          'Women of every background come to us: brides preparing for their wedding, mothers who have come every month for thirty years, and women who are visiting a mikvah for the very first time. Each is welcome exactly as she is.',
        ],
      },
      {
        heading: 'What we believe',
        paragraphs: [
          'Immersion is a personal mitzvah, and we treat it that way. No one asks why you have come, and nothing you tell us is ever shared. Our attendants are there to help you fulfil the mitzvah properly and to make you comfortable — never to judge.',
        ],
        list: [
          'Privacy first: separate entrances and exits, and bookings that are seen only by the staff who need them.',
          'Cleanliness that you can see: every room is cleaned and checked after every visit.',
          'Time for you: you book a room, so there is no rush and no waiting in a corridor.',
          'Open to all: no woman is turned away because she cannot pay.',
        ],
      },
      {
        heading: 'Our attendants',
        paragraphs: [
          'Every attendant has studied the laws of immersion with a qualified teacher and trains each year on the practical details. Many are mothers and grandmothers from the neighbourhood. If you would rather not be attended by a particular woman, you can say so privately in your account settings, and we will respect it without a word.',
        ],
      },
      {
        heading: 'Supported by the community',
        paragraphs: [
          'The mikvah is a non-profit. Visit fees cover only part of what it costs to heat the water, clean the rooms and keep the building in good repair. The rest comes from donations, large and small, from people who believe every woman deserves a beautiful mikvah. If you would like to help, you can donate online at any time.',
        ],
      },
    ],
  },
  he: {
    title: 'מי אנחנו',
    intro:
      'אנחנו מקווה קהילתי שמנוהל על ידי נשים, עבור נשים. את העבודה שלנו קל לתאר, ונדרשת תשומת לב רבה כדי לעשות אותה היטב: שכל טבילה תהיה רגועה, פרטית ונינוחה.',
    sections: [
      {
        heading: 'הסיפור שלנו',
        paragraphs: [
          'המקווה הוקם בידי קבוצה קטנה של משפחות שרצו מקום שבנותיהן ונכדותיהן ישמחו לבוא אליו. היום דואג לו צוות של בלניות מיומנות, צוות ניקיון שעובד לאורך כל הערב, ומתנדבות שעונות לטלפון, מדריכות סיורים ומגייסות בשקט את התרומות שמאפשרות לנו להמשיך.',
          'אלינו מגיעות נשים מכל הרקעים: כלות לפני החתונה, אמהות שבאות מדי חודש כבר שלושים שנה, ונשים שמגיעות למקווה בפעם הראשונה בחייהן. כל אחת מתקבלת בדיוק כפי שהיא.',
        ],
      },
      {
        heading: 'במה אנחנו מאמינות',
        paragraphs: [
          'הטבילה היא מצווה אישית, וכך אנחנו מתייחסות אליה. איש לא שואל למה באת, ודבר ממה שתספרי לא יוצא מכאן. הבלניות נמצאות כאן כדי לעזור לך לקיים את המצווה כהלכתה ולדאוג לנוחותך — לעולם לא כדי לשפוט.',
        ],
        list: [
          'פרטיות קודם לכול: כניסה ויציאה נפרדות, והזמנות שרואות רק העובדות שצריכות לראות אותן.',
          'ניקיון שרואים: כל חדר מנוקה ונבדק אחרי כל ביקור.',
          'זמן בשבילך: את מזמינה חדר, כך שאין לחץ ואין המתנה במסדרון.',
          'פתוח לכולן: אף אישה לא תישלח הביתה משום שאין ביכולתה לשלם.',
        ],
      },
      {
        heading: 'הבלניות שלנו',
        paragraphs: [
          'כל בלנית למדה את הלכות הטבילה אצל מורה מוסמכת, ומשתלמת מדי שנה בפרטים המעשיים. רבות מהן אמהות וסבתות מהשכונה. אם את מעדיפה שבלנית מסוימת לא תלווה אותך, אפשר לציין זאת בפרטיות בהגדרות החשבון, ונכבד את בקשתך בלי מילה.',
        ],
      },
      {
        heading: 'בזכות הקהילה',
        paragraphs: [
          'המקווה הוא מוסד ללא מטרות רווח. דמי הטבילה מכסים רק חלק מהעלות של חימום המים, ניקיון החדרים ותחזוקת הבניין. את השאר מממנות תרומות, גדולות וקטנות, של אנשים שמאמינים שלכל אישה מגיע מקווה יפה. מי שרוצה לעזור יכולה לתרום באתר בכל עת.',
        ],
      },
    ],
  },
};
