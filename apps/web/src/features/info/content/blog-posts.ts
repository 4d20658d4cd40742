import type { ArticleSection } from '../article-types';
import type { Localized } from '../localized';

export interface Checklist {
  title: string;
  items: string[];
}

export interface BlogPost {
  /** The post's address: /blog?post={slug}. The same in every language. */
  slug: string;
  /** ISO date of publication. */
  date: string;
  title: string;
  summary: string;
  sections: ArticleSection[];
  /** Checklists shown as an accordion after the sections. */
  checklists?: { heading: string; lists: Checklist[] };
}

export const blogPosts: Localized<BlogPost[]> = {
  en: [
    {
      slug: 'preparing-for-immersion',
      date: '2026-10-12',
      title: 'Preparing for Immersion: A Gentle Checklist',
      summary:
        'What to do in the days before, on the day and in the preparation room — so that the night itself can be calm.',
      sections: [
        {
          heading: 'Preparation is part of the mitzvah',
          paragraphs: [
            'The preparation before immersion, chafifah, is not a chore to get through but part of the mitzvah itself. Giving it time is a way of honouring it. Most women take between forty-five minutes and an hour in the preparation room; brides often take longer, and that is perfectly fine.',
            'The lists below are a reminder, not a replacement for learning with a teacher. If you are unsure about anything, ask your rabbi before the night, or ask the attendant when you arrive.',
          ],
        },
        {
          heading: 'Make it easier on yourself',
          paragraphs: [
            'Book your room ahead so that you are not watching the clock. Eat something light beforehand, and bring anything that makes you feel at home: your own shampoo, a favourite comb, a soft robe.',
          ],
        },
      ],
      checklists: {
        heading: 'The checklists',
        lists: [
          {
            title: 'In the days before',
            items: [
              'Book your visit and note the time of nightfall.',
              'Trim nails on the day or the day before, as your custom is.',
              'Arrange any dental work so that temporary fillings are not put in the day before.',
              'Plan a light meal and who will be at home with the children.',
            ],
          },
          {
            title: 'On the day',
            items: [
              'Remove nail polish, make-up and any false lashes.',
              'Take out contact lenses before immersing (bring your case).',
              'Avoid handling sticky foods or dyes close to the evening.',
              'Bring your booking code on your phone.',
            ],
          },
          {
            title: 'In the preparation room',
            items: [
              'Remove all jewellery, hair ties and bandages.',
              'Brush and floss your teeth.',
              'Clean ears, nose and the corners of the eyes.',
              'Soak in the bath, then wash and comb all hair thoroughly.',
              'Clean and check nails on hands and feet.',
              'Shower, then check your body one last time, using the mirror.',
            ],
          },
          {
            title: 'At the pool',
            items: [
              'Press the call button when you are ready; the attendant will come to you.',
              'Keep eyes and lips gently closed, not tightly shut.',
              'Immerse, say the blessing, and immerse again as your custom is.',
            ],
          },
        ],
      },
    },
    {
      slug: 'your-visit-stays-yours',
      date: '2026-09-03',
      title: 'Your Visit Stays Yours',
      summary: 'How we look after your privacy, from the moment you book until long after you leave.',
      sections: [
        {
          heading: 'Discretion by design',
          paragraphs: [
            'Women have always gone to the mikvah quietly, and we think that is right. When we designed our building and our booking system, we asked one question again and again: who needs to know? The answer is almost always: no one but you.',
          ],
        },
        {
          heading: 'When you book',
          paragraphs: [
            'You sign in with your phone number alone. Our text messages and emails never say what your visit is for; a reminder simply gives the time. Your booking is visible to the staff on duty that evening and to no one else, and we do not share information with anyone outside the mikvah.',
            'Our website does not load advertising, tracking or fonts from other companies, so your visit to our pages is not reported anywhere.',
          ],
        },
        {
          heading: 'When you arrive',
          paragraphs: [
            'Covered parking, a side entrance and a separate exit mean that you rarely meet anyone on the way in or out. The reception greets you by your booking code, not by name, if you prefer.',
          ],
        },
      ],
    },
    {
      slug: 'a-kallahs-first-visit',
      date: '2026-07-21',
      title: 'A Kallah\u2019s First Visit',
      summary:
        'For brides: what to expect before your wedding, how a Kallah tour works, and who can come with you.',
      sections: [
        {
          heading: 'Mazal tov!',
          paragraphs: [
            'Your first immersion, shortly before your wedding, is a moment many women remember all their lives. We want it to be beautiful and completely unhurried. Our bridal suite is larger than the other rooms, with space for your mother, a relative or your kallah teacher to wait with you.',
          ],
        },
        {
          heading: 'Come for a tour first',
          paragraphs: [
            'A Kallah tour is a short visit with an attendant, in a small group of brides or on your own. You will see a preparation room and a pool, ask whatever you like, and go home knowing exactly what the night will look like. You can sign up for the next tour on our Kallah Tours page.',
          ],
        },
        {
          heading: 'On the night',
          paragraphs: [
            'Please book your visit ahead and allow extra time. Many brides like to bring something small to mark the moment — a new robe, a letter from their mother, a book of Psalms. After you immerse, take a few minutes in the lounge before you go. You have just done something very old and very beautiful.',
          ],
        },
      ],
    },
  ],
  he: [
    {
      slug: 'preparing-for-immersion',
      date: '2026-10-12',
      title: 'ההכנה לטבילה: רשימה עדינה',
      summary: 'מה לעשות בימים שלפני, ביום עצמו ובחדר ההכנה — כדי שהערב עצמו יהיה רגוע.',
      sections: [
        {
          heading: 'ההכנה היא חלק מהמצווה',
          paragraphs: [
            'ההכנה לפני הטבילה, החפיפה, איננה מטלה שצריך לסיים אלא חלק מהמצווה עצמה. להקדיש לה זמן זו דרך לכבד אותה. רוב הנשים שוהות בחדר ההכנה בין ארבעים וחמש דקות לשעה; כלות לוקחות לעיתים קרובות יותר זמן, וזה בסדר גמור.',
            'הרשימות שלהלן הן תזכורת, לא תחליף ללימוד עם מדריכה. אם משהו אינו ברור לך, שאלי את הרב לפני הערב, או את הבלנית כשתגיעי.',
          ],
        },
        {
          heading: 'להקל על עצמך',
          paragraphs: [
            'הזמיני חדר מראש כדי שלא תצטרכי להסתכל על השעון. אכלי משהו קל לפני כן, והביאי כל דבר שגורם לך להרגיש בבית: שמפו משלך, מסרק אהוב, חלוק רך.',
          ],
        },
      ],
      checklists: {
        heading: 'הרשימות',
        lists: [
          {
            title: 'בימים שלפני',
            items: [
              'הזמיני את הביקור ובדקי את שעת צאת הכוכבים.',
              'גזזי ציפורניים ביום הטבילה או יום קודם, כמנהגך.',
              'תאמי טיפולי שיניים כך שלא תיעשה סתימה זמנית ערב לפני.',
              'תכנני ארוחה קלה ומי יישאר בבית עם הילדים.',
            ],
          },
          {
            title: 'ביום עצמו',
            items: [
              'הסירי לק, איפור וריסים מלאכותיים.',
              'הוציאי עדשות מגע לפני הטבילה (הביאי נרתיק).',
              'הימנעי ממגע במאכלים דביקים או בצבעים סמוך לערב.',
              'הכיני את קוד ההזמנה בטלפון.',
            ],
          },
          {
            title: 'בחדר ההכנה',
            items: [
              'הסירי את כל התכשיטים, הגומיות והפלסטרים.',
              'צחצחי שיניים והשתמשי בחוט דנטלי.',
              'נקי אוזניים, אף וזוויות העיניים.',
              'השרי את גופך באמבטיה, ואז חפפי וסרקי היטב את כל השיער.',
              'נקי ובדקי את ציפורני הידיים והרגליים.',
              'התקלחי, ובדקי את גופך פעם אחרונה בעזרת המראה.',
            ],
          },
          {
            title: 'ליד הבור',
            items: [
              'לחצי על לחצן הקריאה כשאת מוכנה; הבלנית תגיע אלייך.',
              'עצמי עיניים ושפתיים בעדינות, לא בחוזקה.',
              'טבלי, ברכי, וטבלי שוב כמנהגך.',
            ],
          },
        ],
      },
    },
    {
      slug: 'your-visit-stays-yours',
      date: '2026-09-03',
      title: 'הביקור שלך נשאר שלך',
      summary: 'איך אנחנו שומרות על פרטיותך, מרגע ההזמנה ועד זמן רב אחרי שיצאת.',
      sections: [
        {
          heading: 'פרטיות מובנית',
          paragraphs: [
            'נשים תמיד הלכו למקווה בשקט, ואנחנו חושבות שכך נכון. כשתכננו את הבניין ואת מערכת ההזמנות, שאלנו שוב ושוב שאלה אחת: מי צריך לדעת? והתשובה כמעט תמיד הייתה: אף אחד מלבדך.',
          ],
        },
        {
          heading: 'כשאת מזמינה',
          paragraphs: [
            'נכנסים לאתר עם מספר הטלפון בלבד. הודעות הטקסט והמיילים שלנו אף פעם לא מציינים את מטרת הביקור; תזכורת מציינת רק את השעה. ההזמנה שלך גלויה לצוות שעובד באותו ערב ולאף אחד אחר, ואיננו מוסרות מידע לאיש מחוץ למקווה.',
            'האתר שלנו אינו טוען פרסומות, כלי מעקב או גופנים מחברות אחרות, כך שהביקור שלך בדפים שלנו אינו מדווח לשום מקום.',
          ],
        },
        {
          heading: 'כשאת מגיעה',
          paragraphs: [
            'חניה מקורה, כניסה צדדית ויציאה נפרדת מבטיחות שכמעט לא תפגשי איש בדרך פנימה או החוצה. אם תרצי, בקבלה יפנו אלייך לפי קוד ההזמנה ולא בשמך.',
          ],
        },
      ],
    },
    {
      slug: 'a-kallahs-first-visit',
      date: '2026-07-21',
      title: 'הביקור הראשון של כלה',
      summary: 'לכלות: למה לצפות לפני החתונה, איך מתנהל סיור כלות, ומי יכולה לבוא איתך.',
      sections: [
        {
          heading: 'מזל טוב!',
          paragraphs: [
            'הטבילה הראשונה שלך, זמן קצר לפני החתונה, היא רגע שנשים רבות זוכרות כל חייהן. אנחנו רוצות שיהיה יפה ונינוח לגמרי. סוויטת הכלה שלנו גדולה משאר החדרים, ויש בה מקום לאמך, לקרובת משפחה או למדריכת הכלות שלך להמתין איתך.',
          ],
        },
        {
          heading: 'בואי קודם לסיור',
          paragraphs: [
            'סיור כלות הוא ביקור קצר עם בלנית, בקבוצה קטנה של כלות או לבד. תראי חדר הכנה ובור טבילה, תשאלי כל מה שתרצי, ותחזרי הביתה כשאת יודעת בדיוק איך ייראה הערב. אפשר להירשם לסיור הבא בדף סיורי הכלות.',
          ],
        },
        {
          heading: 'בערב עצמו',
          paragraphs: [
            'הזמיני את הביקור מראש והקצי זמן נוסף. כלות רבות אוהבות להביא משהו קטן לציון הרגע — חלוק חדש, מכתב מאמא, ספר תהילים. אחרי הטבילה, שבי כמה דקות בטרקלין לפני שאת יוצאת. עשית עכשיו דבר עתיק ויפה מאוד.',
          ],
        },
      ],
    },
  ],
};
