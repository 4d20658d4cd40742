import type { HomeContent } from './home-content-shape';

/** The home page's sections in English. */
const content: HomeContent = {
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
        quote: 'I use a wheelchair, and the accessible room meant I could come on my own for the first time.',
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
        quote: 'My mother came with me to my first immersion, and we sat together in the lounge afterwards.',
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
};

export default content;
