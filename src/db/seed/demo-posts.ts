/**
 * DEMO / SAMPLE DATA — the demo world's posts. Each one is about the place its photograph shows
 * (PHOTO_PLACES, src/contract/photo-places.ts), so the location, tags, insights and text fit it.
 */
import type { PhotoPlaceId } from '../../contract/photo-places.ts';
import type { DemoTravellerKey } from './demo-travellers.ts';

export type DemoPost = {
  /** Stable name of the post. */
  slug: string;
  author: DemoTravellerKey;
  /** The bundled photograph the post shows; its place is the post's location. */
  photo: PhotoPlaceId;
  daysAgo: number;
  privacy?: 'followers' | 'private';
  allowComments?: false;
  content: string;
  tags: string[];
  insights: string[];
  /** Hand-written threads; other posts get a few comments from the pools in demo-talk.ts. */
  comments?: [DemoTravellerKey, string][];
};

export const DEMO_POSTS: DemoPost[] = [
  {
    slug: 'gold-coast-surfers-paradise-dusk',
    author: 'ethan',
    photo: 'gold-coast-surfers-paradise-q1',
    daysAgo: 0.15,
    content:
      'Back home on the Gold Coast for a week and the towers of Surfers Paradise lit up at dusk still get me. Surfed Snapper Rocks at dawn, ate fish and chips on the sand, and watched the Q1 light up from the beach. Busy, loud, and completely worth it.',
    tags: ['goldcoast', 'australia', 'surfersparadise', 'surf', 'citylights'],
    insights: [
      'Snapper Rocks and Burleigh Heads are the classic breaks; Surfers itself is best for beginners',
      'The G:link tram runs along the coast, so you do not need a car',
      'The SkyPoint deck on the Q1 is worth it right before sunset',
    ],
    comments: [
      ['sofia', 'Snapper at dawn is a dream. Was it crowded?'],
      ['ethan', 'Packed by 7. Go at first light or go to Kirra.'],
      ['noah', 'Adding the tram tip, I always assume I need a car.'],
    ],
  },
  {
    slug: 'osaka-tennoji-breakfast',
    author: 'kenji',
    photo: 'osaka-abeno-harukas-skyline',
    daysAgo: 0.6,
    content:
      'Home. Grey sky over Tennoji Park and Abeno Harukas, and the best thing about a grey morning in Osaka is that the kushikatsu counters in Shinsekai open early. Ten skewers, one rule: never double-dip the sauce.',
    tags: ['osaka', 'japan', 'tennoji', 'kushikatsu', 'streetfood'],
    insights: [
      'Shinsekai is a 10-minute walk from Tennoji station, past the zoo',
      'The Harukas 300 observatory is on the 58th–60th floors; go at dusk for the lights',
      'The shared sauce pot is for one dip only — use the cabbage to add more',
    ],
    comments: [
      ['maya', 'The no-double-dipping rule is taken very seriously, I can confirm.'],
      ['priya', 'Is there anything vegetarian on the skewers?'],
      ['kenji', 'Lotus root, pumpkin, shiitake, cheese. You will not go hungry.'],
    ],
  },
  {
    slug: 'jaipur-hawa-mahal-morning',
    author: 'priya',
    photo: 'hawa-mahal-jaipur',
    daysAgo: 1.1,
    content:
      'The Hawa Mahal at 8am, before the traffic and the heat. Nine hundred and fifty-three little windows so the royal women could watch the street without being seen. Best viewed from the café terraces across the road with a masala chai.',
    tags: ['jaipur', 'india', 'hawamahal', 'architecture', 'rajasthan'],
    insights: [
      'The façade faces east: go early for soft morning light on the pink sandstone',
      'The cafés opposite have rooftop views for the price of a chai',
      'A composite ticket covers the Hawa Mahal, Amber Fort and several other monuments',
    ],
  },
  {
    slug: 'boston-beacon-street-sunset',
    author: 'demo',
    photo: 'boston-beacon-street-sunset',
    daysAgo: 1.6,
    content:
      'A long weekend in Boston for a friend’s wedding and I stole an hour for the rooftops of Beacon Street at sunset. Walked the Freedom Trail the next morning with a cannoli from the North End in hand. A very walkable city.',
    tags: ['boston', 'usa', 'beaconhill', 'sunset', 'weekend'],
    insights: [
      'The Freedom Trail is 2.5 miles and easy to do on your own with the red line on the pavement',
      'North End bakeries have queues on weekends; go before 10am',
      'Beacon Hill’s Acorn Street is tiny — early morning is the only time it is empty',
    ],
    comments: [
      ['isabella', 'Which cannoli won?'],
      ['demo', 'Ricotta, plain, no chocolate chips. Purist.'],
    ],
  },
  {
    slug: 'bryce-canyon-rim-trail',
    author: 'noah',
    photo: 'bryce-canyon-rim-view',
    daysAgo: 2.2,
    content:
      'Walked the Rim Trail at Bryce Canyon from Sunset Point to Bryce Point while the clouds built up over the amphitheatre. Thousands of hoodoos, orange and white, and the light changing every five minutes. Then down the Navajo Loop to stand among them.',
    tags: ['brycecanyon', 'utah', 'nationalpark', 'hiking', 'roadtrip'],
    insights: [
      'At about 8,000 ft the air is thin: take it slow on the climbs back to the rim',
      'The Navajo Loop + Queen’s Garden combination is about 3 miles and the best first hike',
      'Afternoon thunderstorms are common in summer; be off the rim when they build',
    ],
  },
  {
    slug: 'wadi-rum-lone-tree',
    author: 'amara',
    photo: 'jordan-wadi-rum-lone-tree',
    daysAgo: 2.9,
    content:
      'One acacia, red sand and cliffs the colour of rust. Two nights in a Bedouin camp in Wadi Rum, jeep tracks by day, more stars than I have seen outside the Kalahari by night. Our guide read the tracks of a fox around the tents every morning.',
    tags: ['wadirum', 'jordan', 'desert', 'stargazing', 'bedouin'],
    insights: [
      'Book the camp and the jeep tour together with a Bedouin-run operator in Rum village',
      'Nights are cold even in spring — bring a warm layer',
      'Sunset from the top of a dune beats any viewpoint you drive to',
    ],
    comments: [
      ['lukas', 'Did you do any scrambling? I heard Burdah arch is great.'],
      [
        'amara',
        'Yes! Burdah with a local guide, about 3 hours up and down. Some easy scrambling, no ropes needed.',
      ],
    ],
  },
  {
    slug: 'picos-de-europa-meadow-trail',
    author: 'lukas',
    photo: 'picos-de-europa-trail',
    daysAgo: 3.4,
    content:
      'Picos de Europa: three days hut to hut across alpine meadows under limestone walls that still had snow in the gullies. Cows with bells, vultures overhead, and cider in the valley at the end. Spain’s mountains are criminally underrated.',
    tags: ['picosdeeuropa', 'spain', 'hiking', 'mountains', 'huttohut'],
    insights: [
      'The Cares gorge trail is the famous one; the high routes around Urriellu are quieter',
      'Refugios need booking in July and August',
      'Weather comes in from the Atlantic fast — carry a proper shell even on a blue morning',
    ],
  },
  {
    slug: 'eiffel-tower-champ-de-mars',
    author: 'chloe',
    photo: 'eiffel-tower',
    daysAgo: 3.9,
    content:
      'Blue sky, the Champ de Mars, and the Tower. I live here and I still walk the long way round to see it. Picnic with a baguette, comté and a cold rosé on the lawn, then the lift up for the city at golden hour.',
    tags: ['paris', 'france', 'eiffeltower', 'picnic', 'citybreak'],
    insights: [
      'Book lift tickets online; the stairs to the second floor have shorter queues',
      'The lawns of the Champ de Mars are free and perfect for a picnic',
      'Trocadéro across the river has the classic view, best in the morning',
    ],
  },
  {
    slug: 'rome-colosseum-with-kids',
    author: 'isabella',
    photo: 'colosseum-rome',
    daysAgo: 4.5,
    content:
      'The Colosseum with a four- and a seven-year-old. We played “spot the gladiator door” and counted the arches; the arena floor tour made them go completely quiet. Gelato on the Celio hill afterwards, as promised.',
    tags: ['rome', 'italy', 'colosseum', 'familytravel', 'history'],
    insights: [
      'Book the timed ticket online; it includes the Roman Forum and the Palatine',
      'Children under 18 from the EU enter free — bring ID',
      'The Palatine has shade and space to run, which small people need after the arena',
    ],
    comments: [
      ['chloe', 'Spot the gladiator door is genius, stealing that.'],
      ['kenji', 'Which gelato? Asking for myself.'],
    ],
  },
  {
    slug: 'besseggen-ridge-gjende',
    author: 'femke',
    photo: 'norway-besseggen-gjende',
    daysAgo: 5.2,
    content:
      'Besseggen! Took the boat across Gjende to Memurubu and walked back over the ridge: turquoise Gjende on one side, dark-blue Bessvatnet on the other, and a scramble up that made my Dutch knees question everything. Seven hours of grinning.',
    tags: ['besseggen', 'norway', 'jotunheimen', 'hiking', 'mountains'],
    insights: [
      'The boat from Gjendesheim to Memurubu runs in summer; buy a ticket early in the morning',
      'The steep section is a scramble with hands, not a climb — fine if you are not afraid of heights',
      'Expect 6–8 hours and carry water; there is none on the ridge',
    ],
    comments: [
      ['lukas', 'The colour contrast of the two lakes is unreal. Wind?'],
      ['femke', 'Strong on the top, calm in the saddle. Layers!'],
      ['tom', 'Going next summer, saving everything.'],
    ],
  },
  {
    slug: 'neist-point-lighthouse',
    author: 'tom',
    photo: 'isle-of-skye-neist-point-lighthouse',
    daysAgo: 6.1,
    content:
      'Hitched the last bit out to Neist Point on Skye and got one of those rare sunny afternoons. The lighthouse sits right at the end of the cliffs and I watched gannets diving for an hour. Bus, thumb and boots: cheapest great day of the year.',
    tags: ['isleofskye', 'scotland', 'neistpoint', 'lighthouse', 'budgettravel'],
    insights: [
      'The path down to the lighthouse is steep with a handrail; the best view is from the cliffs to the north',
      'There is no bus to Neist Point — plan a lift or a long walk from Glendale',
      'Midges are fierce in summer evenings; bring repellent',
    ],
  },
  {
    slug: 'machu-picchu-first-light',
    author: 'lucia',
    photo: 'machu-picchu',
    daysAgo: 7.3,
    content:
      'Machu Picchu with the clouds lifting off Huayna Picchu. After four days on the trail I cried a bit, not going to lie. The terraces, the stonework, the llamas wandering through like they own it — they do.',
    tags: ['machupicchu', 'peru', 'inca', 'trek', 'backpacking'],
    insights: [
      'Entry tickets are for set circuits and times; book weeks ahead in the dry season',
      'The first buses from Aguas Calientes leave around 5:30 — queue early or walk up',
      'Huayna Picchu needs its own ticket and sells out first',
    ],
    comments: [
      ['amara', 'Crying at the sun gate is the correct response.'],
      ['lucia', 'It really is. Worth every step of the pass.'],
      ['demo', 'This is the one on my list for next year.'],
    ],
  },
  {
    slug: 'taj-mahal-reflecting-pool',
    author: 'priya',
    photo: 'taj-mahal',
    daysAgo: 8.4,
    content:
      'I have seen a thousand pictures of the Taj Mahal and it still does not prepare you for the marble changing colour through the day. Took the Gatimaan Express from Delhi, walked the gardens, then sat by the reflecting pool until my feet forgot the queue.',
    tags: ['tajmahal', 'agra', 'india', 'unesco', 'trainjourney'],
    insights: [
      'Closed on Fridays; open from sunrise',
      'The Gatimaan Express makes it an easy day trip from Delhi',
      'Mehtab Bagh across the river gives the rear view at sunset, without crowds',
    ],
  },
  {
    slug: 'corsica-bonifacio-cliffs',
    author: 'sofia',
    photo: 'corsica-bonifacio-cliffs',
    daysAgo: 9.2,
    content:
      'Bonifacio, on the southern tip of Corsica: a whole town on white limestone cliffs, and the Grain de Sable sea stack standing in the water below. Swam off the rocks at Sutta Rocca and walked the cliff path back at sunset.',
    tags: ['corsica', 'france', 'bonifacio', 'cliffs', 'swimming'],
    insights: [
      'The boat tour from the harbour shows the cliffs and the sea caves from below',
      'The cliff path towards Pertusato lighthouse has the best views of the town',
      'Park outside the old town in summer; it is tiny and steep',
    ],
  },
  {
    slug: 'singapore-marina-bay-hawker',
    author: 'kenji',
    photo: 'singapore-marina-bay-skyline',
    daysAgo: 10.1,
    content:
      'Marina Bay at dusk, and then straight to Lau Pa Sat for satay under the clock tower. Singapore’s hawker centres are the best cheap dinners in Asia, I will defend that. Chicken rice at Maxwell for breakfast, of course.',
    tags: ['singapore', 'marinabay', 'hawker', 'streetfood', 'citylights'],
    insights: [
      'Lau Pa Sat closes a side street for satay stalls every evening',
      'Reserve a seat with a tissue packet — locals do it',
      'The light show at Marina Bay Sands runs twice nightly and is free',
    ],
  },
  {
    slug: 'glacier-lake-sherburne',
    author: 'maya',
    photo: 'glacier-national-park-lake-sherburne',
    daysAgo: 11.0,
    content:
      'Lake Sherburne on the way into Many Glacier, snow still on the peaks in June. I pulled over for this one and missed the ranger talk. No regrets. Glacier National Park is everything people say and then some.',
    tags: ['glaciernationalpark', 'montana', 'usa', 'lake', 'photography'],
    insights: [
      'Many Glacier is the quieter side of the park; the road can close after storms',
      'Vehicle reservations are needed at some entrances in peak season',
      'Carry bear spray and know how to use it',
    ],
    comments: [
      ['noah', 'Many Glacier is my favourite corner of any park. Did you see bears?'],
      ['maya', 'A grizzly far up the slope — binoculars only, thankfully.'],
    ],
  },
  {
    slug: 'chichen-itza-el-castillo',
    author: 'lucia',
    photo: 'chichen-itza-el-castillo',
    daysAgo: 12.4,
    content:
      'El Castillo at Chichén Itzá, the Temple of Kukulcán. Got there at opening on the first bus from Valladolid and had twenty minutes before the tour groups. Clap in front of the stairs and listen for the echo — it sounds like a bird.',
    tags: ['chichenitza', 'mexico', 'yucatan', 'maya', 'ruins'],
    insights: [
      'Stay in Valladolid the night before; it is about 45 minutes away',
      'There is little shade: bring a hat and water',
      'Combine with a cenote swim on the way back (Ik Kil is nearby)',
    ],
  },
  {
    slug: 'neuschwanstein-from-marienbruecke',
    author: 'lukas',
    photo: 'neuschwanstein-castle',
    daysAgo: 13.1,
    content:
      'Neuschwanstein above the forest, with the lakes and the flat Alpine foreland behind. Walked up from Hohenschwangau instead of the horse carts, then on to the Tegelberg. Yes it is touristy. Yes it is still magnificent.',
    tags: ['neuschwanstein', 'bavaria', 'germany', 'castle', 'hiking'],
    insights: [
      'Castle tours are timed; book online in advance',
      'The Marienbrücke gives the famous view and can close in winter',
      'Stay in Füssen and take the local bus to avoid the day-trip rush',
    ],
  },
  {
    slug: 'dolphin-reef-eilat',
    author: 'amara',
    photo: 'dolphin-red-sea',
    daysAgo: 14.0,
    content:
      'Snorkelling at Dolphin Reef in Eilat and this bottlenose came past close enough to hear her clicks. The Red Sea is so clear it feels like flying. The dolphins choose whether to come close, which is exactly how it should be.',
    tags: ['eilat', 'redsea', 'dolphins', 'snorkelling', 'wildlife'],
    insights: [
      'Morning sessions have the calmest water and best visibility',
      'Reef-safe sunscreen only, and never touch the coral',
      'The Coral Beach nature reserve nearby is great for a second snorkel',
    ],
  },
  {
    slug: 'carcassonne-ramparts',
    author: 'tom',
    photo: 'carcassonne-ramparts',
    daysAgo: 15.2,
    content:
      'Carcassonne’s walls and towers look like somebody drew a castle as a kid and then built it. Slept in the youth hostel inside the Cité for 28 euros, walked the ramparts at night when the day-trippers had gone. Cassoulet for dinner, obviously.',
    tags: ['carcassonne', 'france', 'medieval', 'budgettravel', 'hostel'],
    insights: [
      'The hostel inside the walls is one of the best-located in Europe — book early',
      'Walking the outer lists between the two walls is free',
      'Evening is the time to go: the Cité empties after 6pm',
    ],
  },
  {
    slug: 'chenonceau-over-the-cher',
    author: 'chloe',
    photo: 'chenonceau-chateau',
    daysAgo: 16.0,
    content:
      'Château de Chenonceau, arches across the Cher. Cycled from Amboise through vineyards and had the gallery nearly to myself at opening. Lunch at the orangery and a glass of Touraine sauvignon. Loire Valley by bike is the only way.',
    tags: ['chenonceau', 'loirevalley', 'france', 'chateau', 'cycling'],
    insights: [
      'The Loire à Vélo routes are flat and well signposted; hire bikes in Amboise or Tours',
      'Arrive at opening to see the gallery over the river without crowds',
      'The gardens of Diane and Catherine are included with the ticket',
    ],
  },
  {
    slug: 'maui-haleakala-above-clouds',
    author: 'ethan',
    photo: 'maui-haleakala-crater',
    daysAgo: 17.3,
    content:
      'Inside the crater at Haleakalā, cinder cones in red and grey and the clouds below us. We hiked down the Sliding Sands trail a few miles and the silence was total. It is cold up there at 10,000 ft, even in Hawaii.',
    tags: ['haleakala', 'maui', 'hawaii', 'volcano', 'hiking'],
    insights: [
      'Sunrise at the summit needs a reservation; daytime visits do not',
      'Going down Sliding Sands is easy, coming back up at altitude is not',
      'Bring a jacket: it can be near freezing at the summit',
    ],
    comments: [
      ['noah', 'Sliding Sands is one of my favourite hikes anywhere.'],
      ['ethan', 'Felt like walking on another planet.'],
    ],
  },
  {
    slug: 'golden-temple-amritsar',
    author: 'priya',
    photo: 'golden-temple-amritsar',
    daysAgo: 18.2,
    content:
      'The Golden Temple at dawn, reflected in the sacred pool, hymns playing across the water. Then I helped roll rotis in the langar kitchen, which feeds tens of thousands of people for free every day. Nothing prepared me for how moved I would be.',
    tags: ['amritsar', 'goldentemple', 'india', 'punjab', 'spiritual'],
    insights: [
      'Cover your head and remove shoes; scarves are provided at the entrance',
      'Volunteering in the langar kitchen is welcome — just ask',
      'Visit at night as well: the temple is lit and calm',
    ],
  },
  {
    slug: 'lincoln-memorial-at-dusk',
    author: 'demo',
    photo: 'washington-lincoln-memorial-night',
    daysAgo: 19.0,
    content:
      'The Lincoln Memorial lit up at dusk. I walked the whole National Mall from the Capitol to here, ducked into three free museums on the way, and read the Gettysburg Address on the wall as the lights came on.',
    tags: ['washingtondc', 'usa', 'lincolnmemorial', 'museums', 'history'],
    insights: [
      'The Smithsonian museums on the Mall are free',
      'The memorials are open 24 hours and are at their best after dark',
      'Rent a bike share for the Mall: it is longer than it looks',
    ],
  },
  {
    slug: 'canyon-de-chelly-overlook',
    author: 'noah',
    photo: 'canyon-de-chelly',
    daysAgo: 20.1,
    content:
      'Canyon de Chelly, red sandstone walls with the green riverbed winding below. This is Navajo land and people still farm the canyon floor. We drove the South Rim overlooks and then went down with a Navajo guide, who told us the history of every alcove.',
    tags: ['canyondechelly', 'arizona', 'navajonation', 'canyon', 'roadtrip'],
    insights: [
      'Except for the White House Trail, the canyon floor is only open with a Navajo guide',
      'The South Rim Drive has the best overlooks; Spider Rock is at the end',
      'The canyon is on Navajo Nation time, which follows daylight saving unlike the rest of Arizona',
    ],
  },
  {
    slug: 'malta-azure-window-memory',
    author: 'sofia',
    photo: 'malta-gozo-azure-window',
    daysAgo: 21.4,
    content:
      'Going through old photos: the Azure Window on Gozo, years before it collapsed into the sea in 2017. The waves were huge that day. Dwejra is still beautiful and the diving there is still world class, but I am glad I saw the arch.',
    tags: ['gozo', 'malta', 'azurewindow', 'throwback', 'diving'],
    insights: [
      'The Blue Hole at Dwejra is one of the best shore dives in the Mediterranean',
      'The ferry from Ċirkewwa to Gozo takes about 25 minutes',
      'The Inland Sea at Dwejra has boat trips out to the coast',
    ],
  },
  {
    slug: 'great-wall-green-ridges',
    author: 'maya',
    photo: 'great-wall-china',
    daysAgo: 22.0,
    content:
      'The Great Wall snaking over green ridges, and not another person in sight on this stretch. Hired a driver to a less restored section, walked for four hours between watchtowers. Bring more water than you think.',
    tags: ['greatwall', 'china', 'hiking', 'history', 'photography'],
    insights: [
      'Mutianyu is restored and family-friendly; wilder sections need good shoes',
      'Go on a weekday; weekends are much busier',
      'Summer is hot and hazy; autumn has the clearest air',
    ],
  },
  {
    slug: 'pont-du-gard-picnic',
    author: 'isabella',
    photo: 'pont-du-gard',
    daysAgo: 23.3,
    content:
      'The Pont du Gard over the Gardon. The kids swam under a 2,000-year-old aqueduct while I gave them a lecture they did not listen to about Roman engineering. Three tiers of arches, no mortar. They loved the picnic, at least.',
    tags: ['pontdugard', 'france', 'roman', 'familytravel', 'swimming'],
    insights: [
      'Swimming in the Gardon is allowed; the riverbank is pebbly, bring water shoes',
      'The museum on site is good for children',
      'Parking is included with the ticket; arrive early in summer',
    ],
  },
  {
    slug: 'kuala-lumpur-petronas-haze',
    author: 'kenji',
    photo: 'kuala-lumpur-petronas-towers-haze',
    daysAgo: 24.0,
    content:
      'Petronas Towers rising out of the golden haze. Spent three days eating my way through Kuala Lumpur: nasi lemak for breakfast, roti canai for second breakfast, Jalan Alor at night. The towers are just the thing you see between meals.',
    tags: ['kualalumpur', 'malaysia', 'petronas', 'streetfood', 'citybreak'],
    insights: [
      'Jalan Alor food street is busiest after 8pm',
      'The skybridge tickets are timed — book online',
      'KLCC park has a free fountain show in the evening',
    ],
  },
  {
    slug: 'killarney-lough-leane',
    author: 'tom',
    photo: 'killarney-lough-leane',
    daysAgo: 25.1,
    content:
      'Lough Leane in Killarney National Park, mountains behind and woods down to the water. Cycled the Gap of Dunloe loop and took the boat back across the lakes. Grand soft day, as we say, which means wet.',
    tags: ['killarney', 'ireland', 'kerry', 'cycling', 'lakes'],
    insights: [
      'Bikes can be hired in Killarney town; the park loop is mostly flat',
      'The Gap of Dunloe boat trip needs booking',
      'Muckross House and gardens are free to walk around',
    ],
  },
  {
    slug: 'petra-monastery-climb',
    author: 'demo',
    photo: 'petra-monastery',
    daysAgo: 26.0,
    content:
      'Ad Deir, the Monastery at Petra, after the 800 steps. Everyone goes for the Treasury, but this was the moment. Sat with a mint tea at the little café opposite and watched the light move over the façade.',
    tags: ['petra', 'jordan', 'monastery', 'hiking', 'history'],
    insights: [
      'Get the two-day Jordan Pass: it includes the Petra ticket and the visa fee',
      'Climb to the Monastery in the afternoon when the façade is in the sun',
      'The donkeys are not a kind option; walk if you can',
    ],
    comments: [
      ['amara', 'Thank you for the donkey note.'],
      ['maya', 'The light on that sandstone!'],
    ],
  },
  {
    slug: 'hawaii-lava-ocean-entry',
    author: 'ethan',
    photo: 'hawaii-lava-ocean-entry',
    daysAgo: 27.2,
    content:
      'Lava pouring into the ocean at Kīlauea, a wall of steam rising off the water. We saw it from a boat at a safe distance and the heat still reached us. One of the most humbling things I have ever seen.',
    tags: ['kilauea', 'hawaii', 'volcano', 'lava', 'boattrip'],
    insights: [
      'Eruptions change constantly — check the Hawaiian Volcano Observatory updates',
      'Laze (lava haze) at ocean entries is toxic; stay with licensed boat operators',
      'Hawaiʻi Volcanoes National Park is open 24 hours; the glow is best at night',
    ],
  },
  {
    slug: 'brandenburg-gate-dusk',
    author: 'tom',
    photo: 'brandenburg-gate-dusk',
    daysAgo: 28.3,
    content:
      'The Brandenburg Gate lit up at dusk. Did a free walking tour of Berlin from here and learned more in three hours than in school. Cheapest city in Western Europe for good food: a döner and a currywurst for under ten euros.',
    tags: ['berlin', 'germany', 'brandenburggate', 'history', 'budgettravel'],
    insights: [
      'Free walking tours start at the gate most mornings (tip the guide)',
      'A 48-hour ticket covers all public transport in zones A and B',
      'The Reichstag dome is free but needs an advance booking',
    ],
  },
  {
    slug: 'munnar-tea-gardens',
    author: 'priya',
    photo: 'munnar-tea-gardens',
    daysAgo: 29.0,
    content:
      'Munnar’s tea gardens in soft morning light, the hills combed into green rows. Two days of walking through plantations, a factory visit, and cardamom tea at a roadside stall. The air up here is cool after the coast.',
    tags: ['munnar', 'kerala', 'india', 'teagardens', 'hillstation'],
    insights: [
      'October to March has the clearest weather; monsoon is misty and green',
      'The Tea Museum explains the whole process from leaf to cup',
      'Hire a local guide for the estate walks — many paths are private',
    ],
  },
  {
    slug: 'aizkorri-autumn',
    author: 'lukas',
    photo: 'aizkorri-autumn-larches',
    daysAgo: 30.2,
    content:
      'Autumn under the Aizkorri ridge in the Basque Country: green meadows, orange larches, and the limestone ridge above. Walked up from the Arantzazu sanctuary and had the summit hut to ourselves. Pintxos in Oñati afterwards.',
    tags: ['aizkorri', 'basquecountry', 'spain', 'autumn', 'hiking'],
    insights: [
      'Start from Arantzazu; the path is well marked',
      'The ridge is exposed in fog — check the forecast',
      'Late October has the best colours',
    ],
  },
  {
    slug: 'polar-bear-churchill',
    author: 'amara',
    photo: 'polar-bear-snow',
    daysAgo: 31.0,
    content:
      'A polar bear walking through the snow and willow scrub near Churchill, Manitoba. We watched from a tundra vehicle as she waited for the bay to freeze. A long way from the savanna for me, but the same rule: patience, and let the animal decide.',
    tags: ['churchill', 'manitoba', 'canada', 'polarbear', 'wildlife'],
    insights: [
      'Polar bear season is October to November, while Hudson Bay freezes',
      'Only go out with licensed tundra vehicle operators',
      'The town is reached by train or plane only; book well ahead',
    ],
    comments: [
      ['noah', 'Incredible. How cold?'],
      ['amara', 'Minus 15 with wind. Everything I own, worn at once.'],
      ['ethan', 'Bucket list.'],
    ],
  },
  {
    slug: 'vancouver-night-skyline',
    author: 'maya',
    photo: 'vancouver-skyline-night',
    daysAgo: 32.1,
    content:
      'Home. Downtown Vancouver lit up at night with snow on the North Shore Mountains behind. I will never get tired of a city where you can ski in the morning and be at a ramen bar by the water in the evening.',
    tags: ['vancouver', 'canada', 'citylights', 'nightphotography', 'mountains'],
    insights: [
      'The seawall around Stanley Park is the best free thing in the city',
      'Grouse, Cypress and Seymour mountains are all reachable by public transport',
      'Granville Island market closes early — go in the morning',
    ],
  },
  {
    slug: 'mont-saint-michel-tide',
    author: 'chloe',
    photo: 'mont-saint-michel',
    daysAgo: 33.0,
    content:
      'Mont-Saint-Michel across the tidal flats. Stayed on the island, which means after 6pm the village is yours. Watched the tide come in from the abbey terrace with a glass of cider. Lamb from the salt meadows for dinner.',
    tags: ['montsaintmichel', 'normandy', 'france', 'abbey', 'tides'],
    insights: [
      'Check the tide tables: the highest tides cut the island off entirely',
      'Never walk the flats without a guide — quicksand and tides are real dangers',
      'Free shuttles run from the car park on the mainland',
    ],
  },
  {
    slug: 'iceland-landmannalaugar',
    author: 'femke',
    photo: 'iceland-landmannalaugar-rhyolite',
    daysAgo: 34.2,
    content:
      'Landmannalaugar: rhyolite mountains in green, brown and ochre with snow in the folds. First day of the Laugavegur trail and I stopped every hundred metres. Ended the day in the natural hot spring by the hut.',
    tags: ['landmannalaugar', 'iceland', 'laugavegur', 'hiking', 'hotspring'],
    insights: [
      'The road in is an F-road: use the highland bus unless you have a 4x4',
      'Huts on the Laugavegur book out months ahead',
      'The trail is usually open from late June to early September',
    ],
  },
  {
    slug: 'christ-the-redeemer-corcovado',
    author: 'lucia',
    photo: 'christ-the-redeemer-rio',
    daysAgo: 35.0,
    content:
      'Christ the Redeemer on Corcovado, with Rio and the mountains behind. Took the cog train up at opening. Then I spent the rest of the week on the beaches, eating açaí, and dancing samba in Lapa until way too late.',
    tags: ['riodejaneiro', 'brazil', 'corcovado', 'christtheredeemer', 'backpacking'],
    insights: [
      'The first cog train of the morning beats both the crowds and the clouds',
      'Check the weather cams — in cloud you see nothing',
      'Lapa on a Friday night is the samba experience',
    ],
  },
  {
    slug: 'mumbai-gateway-dusk',
    author: 'kenji',
    photo: 'mumbai-gateway-of-india',
    daysAgo: 36.1,
    content:
      'The Gateway of India lit up at dusk, Mumbai at its most cinematic. Walked from here to Chowpatty beach for pav bhaji and vada pav. Mumbai’s street food is loud, fast and generous, just like the city.',
    tags: ['mumbai', 'india', 'gatewayofindia', 'streetfood', 'citybreak'],
    insights: [
      'Ferries to Elephanta Caves leave from the Gateway',
      'Chowpatty beach stalls are at their best after sunset',
      'Eat where the queue is local',
    ],
    comments: [
      ['priya', 'Vada pav at Chowpatty is a rite of passage.'],
      ['kenji', 'I went back three times in one evening.'],
    ],
  },
  {
    slug: 'yellowstone-osprey',
    author: 'noah',
    photo: 'yellowstone-osprey-gardner-river',
    daysAgo: 37.0,
    content:
      'An osprey perched on a dead branch along the Gardner River in Yellowstone. Sat with the long lens for forty minutes and she never moved. Then on to Mammoth Hot Springs, where elk were lying on the lawns in town.',
    tags: ['yellowstone', 'wyoming', 'osprey', 'wildlife', 'nationalpark'],
    insights: [
      'Stay 25 yards from most wildlife and 100 yards from bears and wolves',
      'Early morning and evening are best for wildlife',
      'The Gardner River area near Mammoth is easy to reach year-round',
    ],
  },
  {
    slug: 'rome-colosseum-arches',
    author: 'isabella',
    photo: 'rome-colosseum-arches',
    daysAgo: 38.2,
    content:
      'Without the kids this time! The outer arcade of the Colosseum against a blue Roman sky. I spent an hour just looking up at the travertine and its holes, where the iron clamps were taken out in the Middle Ages.',
    tags: ['rome', 'italy', 'colosseum', 'architecture', 'arthistory'],
    insights: [
      'The holes in the stone are where medieval Romans pulled out the iron clamps',
      'The night tours of the underground give a very different view',
      'Combine with the Domus Aurea nearby, booked separately',
    ],
  },
  {
    slug: 'brighton-west-pier-challenge',
    author: 'admin',
    photo: 'brighton-west-pier-ruins',
    daysAgo: 39.0,
    content:
      'This week’s photo challenge theme is “golden hour”. My entry: the skeleton of Brighton’s West Pier with the starlings coming in to roost. Post yours with #roamlygoldenhour and I will feature my favourites on Friday.',
    tags: ['roamlygoldenhour', 'brighton', 'uk', 'photochallenge', 'goldenhour'],
    insights: [
      'The starling murmurations happen on autumn and winter evenings',
      'Stand on the beach by the i360 for the best angle',
      'Golden hour in winter is early — be there by 3:30pm',
    ],
    comments: [
      ['maya', 'Oh I am in for this one.'],
      ['tom', 'The starlings over the pier are unreal in November.'],
      ['femke', 'Challenge accepted!'],
    ],
  },
  {
    slug: 'tuscany-val-dorcia-farmhouse',
    author: 'isabella',
    photo: 'tuscany-val-dorcia-cypress-farmhouse',
    daysAgo: 40.1,
    content:
      'The farmhouse on the hill ringed by cypresses in Val d’Orcia, with the fields just ploughed. We rented an agriturismo near Pienza for a week: pecorino, pici pasta and children running through the olive groves.',
    tags: ['valdorcia', 'tuscany', 'italy', 'agriturismo', 'familytravel'],
    insights: [
      'Pienza, Montalcino and Montepulciano are all short drives apart',
      'Spring is green, early autumn is golden; summer is hot',
      'Agriturismi with pools book out early for July',
    ],
  },
  {
    slug: 'giza-great-pyramid-base',
    author: 'amara',
    photo: 'giza-great-pyramid',
    daysAgo: 41.3,
    content:
      'The Great Pyramid of Khufu, seen from its base. You think you know the size, and then you stand next to one of the stones. Went in at opening to beat the heat and the buses.',
    tags: ['giza', 'egypt', 'pyramids', 'history', 'unesco'],
    insights: [
      'Arrive at opening; by 10am the heat and crowds are intense',
      'A separate ticket gets you inside the Great Pyramid',
      'The Grand Egyptian Museum is nearby and worth a half day',
    ],
  },
  {
    slug: 'new-york-lower-manhattan-sunset',
    author: 'demo',
    photo: 'new-york-lower-manhattan-sunset',
    daysAgo: 42.0,
    content:
      'Lower Manhattan under a pink sunset, seen from across the Hudson. Home for a few weeks, so I finally did the thing I always tell visitors to do: cross to Jersey City for the skyline at dusk. Still my favourite city to come back to.',
    tags: ['newyork', 'usa', 'skyline', 'sunset', 'hudson'],
    insights: [
      'The PATH train gets you to Exchange Place in minutes',
      'The Hudson River Waterfront Walkway has views all the way along',
      'Golden hour is about an hour before sunset',
    ],
    comments: [
      ['maya', 'The Jersey side view is so underrated.'],
      ['kenji', 'And then dinner in Chinatown, I hope.'],
    ],
  },
  {
    slug: 'pyrenees-pic-du-midi-ossau',
    author: 'lukas',
    photo: 'pyrenees-pic-du-midi-dossau',
    daysAgo: 43.2,
    content:
      'Pic du Midi d’Ossau reflected in the Ayous lakes. Two-day loop from the Lac de Bious-Artigues with a night at the refuge. The mountain looks like a broken tooth and the reflection at dawn made the early start worth it.',
    tags: ['pyrenees', 'france', 'picdumididossau', 'hiking', 'refuge'],
    insights: [
      'The Tour du Pic du Midi d’Ossau is a classic two-day loop',
      'Book the Refuge d’Ayous in summer',
      'Marmots everywhere on the way up — keep an eye out',
    ],
  },
  {
    slug: 'bactrian-camels-mongolia',
    author: 'amara',
    photo: 'bactrian-camels-mongolia',
    daysAgo: 44.0,
    content:
      'A Bactrian camel mother and her calf walking across the steppe in western Mongolia. Two humps, shaggy winter coats, and completely unimpressed by us. Ten days with a nomad family taught me more about patience than any safari.',
    tags: ['mongolia', 'camels', 'steppe', 'wildlife', 'nomad'],
    insights: [
      'Western Mongolia is reached by domestic flight from Ulaanbaatar',
      'Homestays with herding families are best arranged through local operators',
      'Temperatures swing hugely between day and night',
    ],
  },
  {
    slug: 'reims-cathedral-evening',
    author: 'chloe',
    photo: 'reims-cathedral-chevet',
    daysAgo: 45.2,
    content:
      'Notre-Dame de Reims in evening light, the chevet glowing. Where French kings were crowned. And then, because this is Champagne, a cellar visit underground in the chalk, and a tasting that went on a little too long.',
    tags: ['reims', 'champagne', 'france', 'cathedral', 'winetasting'],
    insights: [
      'Reims is 45 minutes from Paris by TGV',
      'The Champagne houses offer cellar tours; book ahead',
      'Look for the Smiling Angel on the west façade',
    ],
  },
  {
    slug: 'mount-rushmore-morning',
    author: 'noah',
    photo: 'south-dakota-mount-rushmore',
    daysAgo: 46.0,
    content:
      'Mount Rushmore in the morning light. The Presidential Trail gets you close to the base. Then drove the Needles Highway through Custer State Park and saw bison on the road. South Dakota surprised me.',
    tags: ['mountrushmore', 'southdakota', 'usa', 'roadtrip', 'history'],
    insights: [
      'Parking has a fee but entry to the memorial is free',
      'The evening lighting ceremony runs in summer',
      'Custer State Park’s Wildlife Loop is the best place for bison',
    ],
  },
  {
    slug: 'barcelona-casa-mila-looking-up',
    author: 'isabella',
    photo: 'barcelona-casa-mila-courtyard',
    daysAgo: 47.1,
    content:
      'Looking up from the courtyard of Gaudí’s Casa Milà, La Pedrera. Not a single straight line. The rooftop chimneys look like soldiers. Art historian heaven, and the kids liked the “wobbly house” too.',
    tags: ['barcelona', 'spain', 'gaudi', 'casamila', 'architecture'],
    insights: [
      'Book a timed ticket; the rooftop is the highlight',
      'Casa Batlló is a few blocks away on the same avenue',
      'The evening visits include the rooftop at dusk',
    ],
  },
  {
    slug: 'high-trestle-trail-bridge',
    author: 'noah',
    photo: 'iowa-high-trestle-trail-bridge',
    daysAgo: 48.2,
    content:
      'The High Trestle Trail Bridge in Iowa, lit blue at night. Half a mile of steel frames over the Des Moines River, on an old rail line turned bike trail. Rode it after dark with a headlamp and had it all to myself.',
    tags: ['iowa', 'hightrestletrail', 'cycling', 'nightride', 'usa'],
    insights: [
      'The lights come on at dusk; check the trail’s website for the hours',
      'The trail is 25 miles; the bridge is near Madrid',
      'Bring lights for the ride back in the dark',
    ],
  },
  {
    slug: 'ladakh-high-plateau',
    author: 'priya',
    photo: 'ladakh-horse-snowy-peaks',
    daysAgo: 49.0,
    content:
      'A Zanskari horse on the high plateau in Ladakh, snow peaks behind. Took three days to acclimatise in Leh before going anywhere, and still every step felt like two. The emptiness up here is something else.',
    tags: ['ladakh', 'india', 'himalaya', 'highaltitude', 'roadtrip'],
    insights: [
      'Spend at least two days in Leh before going higher',
      'Inner line permits are needed for some valleys',
      'The roads are open from about June to September',
    ],
  },
  {
    slug: 'schwerin-palace-lake',
    author: 'femke',
    photo: 'schwerin-palace',
    daysAgo: 50.1,
    content:
      'Schwerin Palace on its island in Lake Schwerin. Stopped here on the way home by train from the Baltic, and it was the best accident of the trip. Walked the palace gardens and swam in the lake in the evening.',
    tags: ['schwerin', 'germany', 'palace', 'lakes', 'trainjourney'],
    insights: [
      'Schwerin is under an hour from Hamburg by train',
      'The palace gardens are free',
      'The lakeside paths are perfect for a run or a swim',
    ],
  },
  {
    slug: 'arromanches-welcome',
    author: 'admin',
    photo: 'normandy-arromanches-beach',
    daysAgo: 51.0,
    content:
      'Welcome to Roamly! I am Sam, and I look after the community here. This is Arromanches-les-Bains, where you can still see the remains of the Mulberry harbour from 1944. Share where you have been, ask for tips, and be kind.',
    tags: ['welcome', 'roamly', 'normandy', 'france', 'history'],
    insights: [
      'Use tags and locations so others can find your posts',
      'Travel insights are the most useful part of a post: share what you learned',
      'Report anything that looks wrong — we read every report',
    ],
  },
  {
    slug: 'rocamadour-cliff',
    author: 'femke',
    photo: 'rocamadour-cliff-village',
    daysAgo: 52.2,
    content:
      'Rocamadour clinging to its limestone cliff above the wooded valley. Walked in along the old pilgrim path from the valley floor, which is how you are meant to arrive. Goat cheese with honey for lunch.',
    tags: ['rocamadour', 'france', 'pilgrimage', 'hiking', 'village'],
    insights: [
      'Arrive from the valley on foot for the best view',
      'The sanctuaries at the top are reached by the Grand Escalier',
      'Try the local Rocamadour cheese',
    ],
  },
  {
    slug: 'java-bromo-sunrise',
    author: 'ethan',
    photo: 'java-mount-bromo-volcano',
    daysAgo: 53.0,
    content:
      'Mount Bromo and Batok in the Tengger caldera, with Semeru smoking behind. Sunrise from the viewpoint with half of East Java, then we walked across the sea of sand and up to the crater rim. The sulphur smell stays with you.',
    tags: ['bromo', 'java', 'indonesia', 'volcano', 'sunrise'],
    insights: [
      'Stay in Cemoro Lawang to be close to the viewpoints',
      'Bring warm clothes — it is cold before sunrise',
      'Check the volcano alert level before going',
    ],
  },
  {
    slug: 'avignon-palais-des-papes',
    author: 'isabella',
    photo: 'avignon-palais-des-papes',
    daysAgo: 54.1,
    content:
      'The Gothic façade of the Palais des Papes in Avignon, where the popes lived in the 14th century. The kids loved the HistoPad tablets that show the rooms as they were. Then to the bridge, of course, to sing the song.',
    tags: ['avignon', 'provence', 'france', 'palaisdespapes', 'familytravel'],
    insights: [
      'The HistoPad is included with the ticket and great for children',
      'A combined ticket covers the Pont d’Avignon',
      'The festival in July takes over the whole town',
    ],
  },
  {
    slug: 'los-angeles-century-city',
    author: 'maya',
    photo: 'los-angeles-century-city',
    daysAgo: 55.0,
    content:
      'Century City towers with downtown LA on the horizon, from the hills on the Westside. I came for a photo exhibition at the Getty and stayed for the tacos. LA makes more sense from above.',
    tags: ['losangeles', 'california', 'usa', 'skyline', 'photography'],
    insights: [
      'The Getty Center is free (parking is not)',
      'The Griffith Observatory has the classic downtown view',
      'Traffic is real: plan one area per day',
    ],
  },
  {
    slug: 'cincinnati-roebling-bridge',
    author: 'noah',
    photo: 'cincinnati-bridge-night',
    daysAgo: 56.2,
    content:
      'The John A. Roebling Suspension Bridge lit up at night over the Ohio River in Cincinnati. It is the older sibling of the Brooklyn Bridge, same engineer. Walked over to Kentucky and back for the view, then had Cincinnati chili.',
    tags: ['cincinnati', 'ohio', 'roeblingbridge', 'bridges', 'roadtrip'],
    insights: [
      'The bridge is free to walk across to Covington, Kentucky',
      'Smale Riverfront Park has the best view',
      'Cincinnati chili is served on spaghetti — order a “three-way”',
    ],
  },
  {
    slug: 'midtown-empire-state-private',
    author: 'demo',
    photo: 'new-york-midtown-empire-state',
    daysAgo: 57.0,
    privacy: 'private',
    content:
      'Note to self: the rooftops of Midtown looking south to the Empire State Building, from the bar on the 30th floor. Go back with friends in spring — the view is better than the cocktails.',
    tags: ['newyork', 'midtown', 'empirestate', 'rooftop'],
    insights: ['Rooftop bars in Midtown often need a booking on weekends'],
  },
  {
    slug: 'kenji-singapore-list',
    author: 'kenji',
    photo: 'singapore-marina-bay-skyline',
    daysAgo: 5.8,
    privacy: 'followers',
    content:
      'For my followers: my list of the Singapore hawker stalls I will keep going back to. Chicken rice at Maxwell, laksa in Katong, satay at Lau Pa Sat, char kway teow at Old Airport Road. Ask me for stall numbers.',
    tags: ['singapore', 'hawker', 'foodlist', 'streetfood'],
    insights: ['Old Airport Road food centre has the highest density of famous stalls'],
  },
  {
    slug: 'lucia-chichen-itza-budget',
    author: 'lucia',
    photo: 'chichen-itza-el-castillo',
    daysAgo: 12.0,
    privacy: 'followers',
    content:
      'Budget breakdown for the Yucatán week for anyone who asked: ADO buses, hostels in Valladolid and Mérida, street food and one cenote a day. About 45 US dollars a day all in, including the Chichén Itzá ticket.',
    tags: ['yucatan', 'budget', 'backpacking', 'mexico'],
    insights: ['ADO buses are comfortable and cheaper if booked a day ahead'],
  },
  {
    slug: 'tom-carcassonne-night',
    author: 'tom',
    photo: 'carcassonne-ramparts',
    daysAgo: 15.0,
    privacy: 'followers',
    allowComments: false,
    content:
      'Quick one for the followers: if you are heading to Carcassonne, the hostel has a kitchen and the market on Place Carnot is Tuesday, Thursday and Saturday. Cheap cassoulet ingredients and a lot of happy hostellers.',
    tags: ['carcassonne', 'hostel', 'budgettravel', 'market'],
    insights: ['Market days on Place Carnot: Tuesday, Thursday, Saturday'],
  },
  {
    slug: 'femke-besseggen-notes',
    author: 'femke',
    photo: 'norway-besseggen-gjende',
    daysAgo: 4.9,
    privacy: 'private',
    content:
      'Private notes: next time take the first boat, bring two litres of water, and do not forget the sunglasses. The descent into Gjendesheim is longer than it looks on the map.',
    tags: ['besseggen', 'notes', 'hiking'],
    insights: ['The first boat leaves early in the morning in high season'],
  },
];
