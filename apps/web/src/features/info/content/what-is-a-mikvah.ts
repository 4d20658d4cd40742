import type { Article } from '../article-types';
import type { Localized } from '../localized';

export const whatIsAMikvahContent: Localized<Article> = {
  en: {
    title: 'What Is a Mikvah?',
    intro:
      'A mikvah is a pool of natural water used for immersion. For thousands of years Jewish women have immersed in it, and the tradition continues in cities and villages all over the world.',
    sections: [
      {
        heading: 'Living water',
        paragraphs: [
          'The Torah calls the water of a mikvah "living water". A kosher mikvah is connected to a reservoir of rainwater or spring water that was gathered without being drawn by hand. Alongside it, the pool you immerse in is filled with clean, warm, filtered water that joins the natural water, so the whole pool shares its status.',
          'Building a mikvah is so important that Jewish law places it before a synagogue: a community builds its mikvah first.',
        ],
      },
      {
        heading: 'Who immerses, and when',
        paragraphs: [
          'A married woman immerses after her monthly cycle and the seven clean days that follow it, and then she and her husband come together again. A bride immerses before her wedding. Men immerse on some occasions too, and new utensils are immersed in a separate vessel mikvah — but our facility is for women only.',
        ],
      },
      {
        heading: 'Preparing for immersion',
        paragraphs: [
          'Nothing may come between the water and the body. Before immersing, a woman bathes, washes and combs her hair, removes jewellery, make-up and nail polish, and checks carefully that she is ready. Our preparation rooms have everything needed for this, and the attendant is happy to help with any question.',
        ],
      },
      {
        heading: 'The immersion itself',
        paragraphs: [
          'At the pool, the attendant holds up a towel while you step into the water, then watches only to make sure that every strand of hair is under the water. You immerse, say the blessing, and immerse again as your custom is. It takes a few minutes, and many women say it is the quietest few minutes of their month.',
        ],
      },
      {
        heading: 'A first visit',
        paragraphs: [
          'If you have never been to a mikvah, you are very welcome to come for a tour beforehand, or simply to call and ask. Brides can join a Kallah tour to see the rooms and meet an attendant before the day itself.',
        ],
      },
    ],
  },
  he: {
    title: 'מהו מקווה?',
    intro:
      'מקווה הוא בריכה של מים טבעיים שטובלים בה. כבר אלפי שנים נשים יהודיות טובלות במקווה, והמסורת נמשכת בערים ובכפרים בכל רחבי העולם.',
    sections: [
      {
        heading: 'מים חיים',
        paragraphs: [
          'התורה קוראת למי המקווה "מים חיים". מקווה כשר מחובר לאוצר של מי גשמים או מי מעיין שנאספו מעצמם, בלי שנשאבו בידי אדם. לצידו, הבור שבו טובלים מתמלא במים נקיים, חמימים ומסוננים שמתחברים למים הטבעיים, וכך כל הבור מקבל את דינם.',
          'בניית מקווה חשובה כל כך, שההלכה מקדימה אותה לבניית בית כנסת: קהילה בונה קודם כול מקווה.',
        ],
      },
      {
        heading: 'מי טובלת, ומתי',
        paragraphs: [
          'אישה נשואה טובלת לאחר הווסת ושבעת הנקיים שאחריה, ואז היא ובעלה שבים להיות יחד. כלה טובלת לפני חתונתה. גם גברים טובלים בהזדמנויות מסוימות, וכלים חדשים מוטבלים במקווה כלים נפרד — אבל המקווה שלנו מיועד לנשים בלבד.',
        ],
      },
      {
        heading: 'ההכנה לטבילה',
        paragraphs: [
          'דבר אינו רשאי לחצוץ בין המים לגוף. לפני הטבילה האישה רוחצת, חופפת וסורקת את שיערה, מסירה תכשיטים, איפור ולק, ובודקת בעיון שהיא מוכנה. בחדרי ההכנה שלנו יש כל מה שצריך לשם כך, והבלנית תשמח לענות על כל שאלה.',
        ],
      },
      {
        heading: 'הטבילה עצמה',
        paragraphs: [
          'ליד הבור הבלנית מחזיקה מגבת בזמן שאת יורדת למים, ומשגיחה רק כדי לוודא שכל שערה נמצאת מתחת למים. טובלים, מברכים, וטובלים שוב כמנהגך. זה לוקח כמה דקות, ונשים רבות אומרות שאלו הדקות השקטות ביותר בחודש שלהן.',
        ],
      },
      {
        heading: 'ביקור ראשון',
        paragraphs: [
          'אם מעולם לא היית במקווה, את מוזמנת בשמחה לבוא לסיור לפני כן, או פשוט להתקשר ולשאול. כלות יכולות להצטרף לסיור כלות כדי לראות את החדרים ולהכיר בלנית לפני היום עצמו.',
        ],
      },
    ],
  },
};
