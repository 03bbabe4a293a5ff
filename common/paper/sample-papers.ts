// Sample papers for the engine's tests and the bench: the same 20-question paper (5 MCQ with 4
// options, 5 blanks, 3 one-or-two-word, 3 short, 4 long with reading passages) in English, Hindi and
// Gujarati, and a long paper of any number of questions.

import type { PaperHeader, PaperModel, PaperQuestion, PaperSection, QuestionType } from './model';

export type SampleLanguage = 'en' | 'hi' | 'gu';

interface Texts {
  header: [string, string, string[]];
  /** Sentences of a story, from which each long question's reading passage is cut. */
  story: string[];
  instructions: string[];
  mcq: [string, string[]][];
  blank: string[];
  onetwo: string[];
  short: string[];
  long: string[];
}

const EN: Texts = {
  story: [
    'Every morning Meera walked past the old banyan tree at the edge of the village on her way to school.',
    'Its roots hung down from the branches like thick ropes, and birds of many colours built their nests in it.',
    'In the afternoons the farmers rested in its shade, and children played games around its wide trunk.',
    'One summer the village council decided to cut the tree down so that the road to the market could be widened.',
    'Meera was upset when she heard the news, because the tree had stood there for more than a hundred years.',
    'She talked to her friends, and together they wrote letters to the council and collected signatures from every house.',
    'Her teacher helped them measure the temperature under the tree and in the open road at noon.',
    'They found that the air under the tree was almost five degrees cooler than the air on the open road.',
    'At the council meeting the children explained that the tree gave shade to travellers, homes to birds and coolness to the whole street.',
    'An old farmer stood up and said that his grandfather had planted saplings from the same tree in other villages.',
    'After a long discussion the council agreed to build the new road around the tree instead of through it.',
    'Today a small sign under the banyan tree tells visitors how the children of the village saved it.',
  ],
  header: [
    'Shree Saraswati Vidya Mandir, Ahmedabad',
    'First Term Examination 2026–27',
    ['Subject: Science', 'Std: 8', 'Date: 14/10/2026', 'Time: 2 Hours', 'Max. Marks: 40'],
  ],
  instructions: [
    'All questions are compulsory.',
    'Write the answers neatly in the answer book. Draw diagrams with a pencil.',
    'The marks of each section are shown on the right.',
  ],
  mcq: [
    [
      'Which gas do green plants take in to make their food?',
      ['Oxygen', 'Carbon dioxide', 'Nitrogen', 'Hydrogen'],
    ],
    ['Which of these is a non-renewable source of energy?', ['Sunlight', 'Wind', 'Coal', 'Flowing water']],
    ['What is the boiling point of pure water at sea level?', ['90 °C', '100 °C', '110 °C', '120 °C']],
    ['Which part of the cell controls all its activities?', ['Cell wall', 'Cytoplasm', 'Nucleus', 'Vacuole']],
    ['A shopkeeper sells 45 pens at ₹12 each. How much money does he get?', ['₹440', '₹540', '₹560', '₹450']],
  ],
  blank: [
    'The process by which plants make food is called ______.',
    'Sound cannot travel through a ______.',
    'The SI unit of force is the ______.',
    'Rusting of iron needs both air and ______.',
    '2 m = ______ cm',
  ],
  onetwo: [
    'Name the instrument used to measure temperature.',
    'Which organ pumps blood through the body?',
    'What do we call animals that eat only plants?',
  ],
  short: [
    'Why do we see lightning before we hear thunder? Explain in two or three sentences.',
    'Write two differences between a conductor and an insulator, with one example of each.',
    'A car covers 120 km in 2 hours. Find its average speed. Show your working.',
  ],
  long: [
    'Read the passage and answer the questions that follow. "Every morning Meera walked past the old banyan tree at the edge of the village. Its roots hung down from the branches like ropes, and birds of many colours lived in it. One summer the village council decided to cut the tree to widen the road. Meera and her friends wrote letters, collected signatures and spoke at the council meeting. They explained that the tree gave shade to travellers, homes to birds and coolness to the whole street. At last the council agreed to build the road around the tree." (a) Why did the council want to cut the tree? (b) Give two ways in which the tree helped the village. (c) What did Meera and her friends do to save it? (d) Suggest a suitable title for the passage.',
    'Describe how you would make a simple pinhole camera from a cardboard box, a sheet of butter paper and a pin. Draw a labelled diagram. What kind of image do you see in it, and what does this show about the way light travels? Why is the image upside down? What happens to the image when the hole is made larger, and why?',
    'Explain the water cycle with the help of a neat, labelled diagram. Use the words evaporation, condensation, precipitation and collection in your answer. Why is the water cycle important for life on Earth? Write two ways in which human activity is changing the water cycle, and suggest two things a school can do to save water.',
    'What is a balanced diet? Name the six components of food and give one source and one function of each. Plan a balanced meal for a twelve-year-old child for one day, and explain why each item is included. What are deficiency diseases? Name two of them, with their causes and symptoms.',
  ],
};

const HI: Texts = {
  story: [
    'एक गाँव में रामू नाम का एक मेहनती किसान रहता था।',
    'उसके खेत के किनारे एक पुराना बरगद का पेड़ था जिसकी छाया में सब लोग आराम करते थे।',
    'गर्मी के दिनों में बच्चे उस पेड़ के नीचे खेलते और चिड़ियाँ उसकी डालियों पर गीत गाती थीं।',
    'एक दिन गाँव की पंचायत ने सड़क चौड़ी करने के लिए उस पेड़ को काटने का फ़ैसला किया।',
    'यह सुनकर गाँव के बच्चे बहुत दुखी हुए, क्योंकि वह पेड़ सौ साल से ज़्यादा पुराना था।',
    'बच्चों ने मिलकर पंचायत को पत्र लिखे और हर घर से हस्ताक्षर इकट्ठे किए।',
    'उनकी अध्यापिका ने उन्हें पेड़ के नीचे और खुली सड़क पर तापमान नापना सिखाया।',
    'उन्होंने पाया कि पेड़ की छाया में हवा खुली सड़क से लगभग पाँच डिग्री ठंडी थी।',
    'पंचायत की बैठक में बच्चों ने बताया कि पेड़ यात्रियों को छाया और पक्षियों को घर देता है।',
    'एक बूढ़े क्षत्रिय किसान ने कहा कि उसके दादा ने इसी पेड़ के पौधे दूसरे गाँवों में भी लगाए थे।',
    'लंबी चर्चा के बाद पंचायत ने सड़क को पेड़ के चारों ओर से बनाने का निर्णय लिया।',
    'आज उस पेड़ के नीचे एक छोटी-सी तख़्ती लगी है जो बताती है कि बच्चों ने उसे कैसे बचाया।',
  ],
  header: [
    'श्री सरस्वती विद्या मंदिर, जयपुर',
    'अर्धवार्षिक परीक्षा 2026–27',
    ['विषय: हिन्दी', 'कक्षा: 8', 'दिनांक: 14/10/2026', 'समय: 2 घंटे', 'पूर्णांक: 40'],
  ],
  instructions: [
    'कृपया सभी प्रश्न ध्यान से पढ़ें। सभी प्रश्न अनिवार्य हैं।',
    'उत्तर साफ़ और सुंदर अक्षरों में लिखें।',
    'प्रत्येक खंड के अंक दाईं ओर दिए गए हैं।',
  ],
  mcq: [
    ['‘क्षत्रिय’ शब्द में कौन-सा संयुक्त व्यंजन है?', ['क्ष', 'त्र', 'ज्ञ', 'श्र']],
    ['इनमें से कौन-सा शब्द सही लिखा गया है?', ['प्रश्न', 'परश्न', 'प्रशन', 'पश्न']],
    ['‘हिन्दी’ किस लिपि में लिखी जाती है?', ['रोमन', 'गुरमुखी', 'देवनागरी', 'गुजराती']],
    ['‘ज़्यादा’ का विलोम शब्द क्या है?', ['अधिक', 'कम', 'बहुत', 'पूरा']],
    ['मुर्गा सुबह क्या बोलता है?', ['कुकड़ूँ-कूँ', 'म्याऊँ', 'भौं-भौं', 'काँव-काँव']],
  ],
  blank: [
    'कृपया अपना नाम ______ लिखिए।',
    'भारत की राष्ट्रभाषा ______ है।',
    '‘पुस्तक’ का बहुवचन ______ है।',
    'सूरज ______ दिशा में उगता है।',
    'गंगा नदी ______ से निकलती है।',
  ],
  onetwo: ['‘दिन’ का विलोम शब्द लिखिए।', 'भारत की राजधानी का नाम लिखिए।', '‘पानी’ का एक पर्यायवाची शब्द लिखिए।'],
  short: [
    'प्रश्न: अनेक रूप लिखिए — (क) कपड़ा (ख) बहन (ग) रोटी',
    'भारत की तीन नदियों के नाम लिखिए और बताइए कि वे किस राज्य से होकर बहती हैं।',
    'अपने विद्यालय के बारे में तीन वाक्य लिखिए।',
  ],
  long: [
    'कविता पढ़िए और उत्तर दीजिए — ‘सुबह-सुबह मुर्गा बोला, कुकड़ूँ-कूँ का राग घोला। जागो बच्चो, आँखें खोलो, मीठे-मीठे बोल बोलो। सूरज ने किरणें फैलाईं, चिड़ियाँ गाती-गाती आईं। फूलों ने मुस्कान बिखेरी, हवा चली है धीरे-धीरे।’ (क) सुबह-सुबह कौन बोला? (ख) उसने कौन-सा राग घोला? (ग) बच्चों से क्या करने को कहा गया? (घ) सूरज ने क्या फैलाया? (ङ) कविता के लिए एक सुंदर शीर्षक लिखिए।',
    'दीवाली के त्योहार पर दस वाक्य लिखिए। इसमें बताइए कि यह त्योहार कब और क्यों मनाया जाता है, लोग इसकी तैयारी कैसे करते हैं, इस दिन घरों में क्या-क्या होता है और आपको यह त्योहार क्यों अच्छा लगता है। पटाखों से होने वाले प्रदूषण के बारे में भी दो वाक्य लिखिए।',
    'अपने मित्र को पत्र लिखिए जिसमें आप उसे गर्मी की छुट्टियों में अपने गाँव आने का निमंत्रण दें। पत्र में गाँव के खेतों, नदी, पेड़ों और वहाँ के लोगों का वर्णन कीजिए, और बताइए कि आप दोनों वहाँ क्या-क्या करेंगे। पत्र का प्रारूप सही होना चाहिए।',
    'गद्यांश पढ़कर प्रश्नों के उत्तर दीजिए — ‘एक गाँव में एक बूढ़ा किसान रहता था। उसके चार बेटे थे जो आपस में हमेशा झगड़ते रहते थे। किसान ने उन्हें एक दिन लकड़ियों का एक गट्ठर तोड़ने को कहा। कोई भी उसे तोड़ नहीं सका। फिर किसान ने गट्ठर खोलकर एक-एक लकड़ी दी, और सबने उसे आसानी से तोड़ दिया। किसान ने समझाया कि एकता में ही शक्ति है।’ (क) किसान के कितने बेटे थे? (ख) बेटे गट्ठर क्यों नहीं तोड़ सके? (ग) इस कहानी से क्या शिक्षा मिलती है? (घ) ‘एकता’ शब्द से एक वाक्य बनाइए।',
  ],
};

const GU: Texts = {
  story: [
    'એક ગામમાં રામુ નામનો એક મહેનતુ ખેડૂત રહેતો હતો.',
    'તેના ખેતરના કિનારે એક જૂનું વડનું ઝાડ હતું, જેની છાયામાં બધા લોકો આરામ કરતા હતા.',
    'ઉનાળાના દિવસોમાં બાળકો તે ઝાડ નીચે રમતાં અને પક્ષીઓ તેની ડાળીઓ પર ગીત ગાતાં.',
    'એક દિવસ ગામની પંચાયતે રસ્તો પહોળો કરવા માટે તે ઝાડ કાપવાનો નિર્ણય કર્યો.',
    'આ સાંભળીને ગામનાં બાળકો ખૂબ દુઃખી થયાં, કારણ કે તે ઝાડ સો વર્ષથી પણ જૂનું હતું.',
    'બાળકોએ સાથે મળીને પંચાયતને પત્રો લખ્યા અને દરેક ઘરમાંથી સહીઓ એકઠી કરી.',
    'તેમનાં શિક્ષિકાએ તેમને ઝાડ નીચે અને ખુલ્લા રસ્તા પર તાપમાન માપતાં શીખવ્યું.',
    'તેમણે જોયું કે ઝાડની છાયામાં હવા ખુલ્લા રસ્તા કરતાં લગભગ પાંચ અંશ ઠંડી હતી.',
    'પંચાયતની બેઠકમાં બાળકોએ સમજાવ્યું કે ઝાડ મુસાફરોને છાયો અને પક્ષીઓને ઘર આપે છે.',
    'એક વૃદ્ધ ખેડૂતે કહ્યું કે તેના દાદાએ આ જ ઝાડના છોડ બીજાં ગામોમાં પણ વાવ્યા હતા.',
    'લાંબી ચર્ચા પછી પંચાયતે રસ્તો ઝાડની આસપાસથી બનાવવાનો શ્રેષ્ઠ નિર્ણય લીધો.',
    'આજે તે ઝાડ નીચે એક નાનું પાટિયું છે, જે જણાવે છે કે બાળકોએ તેને કેવી રીતે બચાવ્યું.',
  ],
  header: [
    'શ્રી સરસ્વતી વિદ્યા મંદિર, અમદાવાદ',
    'પ્રથમ સત્ર પરીક્ષા 2026–27',
    ['વિષય: ગુજરાતી', 'ધોરણ: 8', 'તારીખ: 14/10/2026', 'સમય: 2 કલાક', 'કુલ અંક: 40'],
  ],
  instructions: ['બધા પ્રશ્નો ફરજિયાત છે.', 'જવાબ સ્વચ્છ અને સુંદર અક્ષરે લખો.', 'દરેક વિભાગના અંક જમણી બાજુ આપેલા છે.'],
  mcq: [
    ['‘ગુજરાતી’ ભાષા કઈ લિપિમાં લખાય છે?', ['દેવનાગરી', 'ગુજરાતી', 'રોમન', 'ગુરુમુખી']],
    ['નીચેનામાંથી કયો શબ્દ સાચો લખાયો છે?', ['પ્રશ્ન', 'પરશ્ન', 'પ્રશન', 'પશ્ન']],
    ['‘શ્રેષ્ઠ’ શબ્દનો અર્થ શું છે?', ['સૌથી સારું', 'ખરાબ', 'નાનું', 'જૂનું']],
    ['‘અંતર’ શબ્દમાં કેટલા અક્ષર છે?', ['બે', 'ત્રણ', 'ચાર', 'પાંચ']],
    ['પરીક્ષામાં કુલ કેટલા અંક છે?', ['20', '30', '40', '50']],
  ],
  blank: [
    'ગુજરાતની રાજધાની ______ છે.',
    '‘ઇ’ પછીનો સ્વર ______ છે.',
    'સૂરજ ______ દિશામાં ઊગે છે.',
    'અમદાવાદ ______ નદીના કિનારે આવેલું છે.',
    'એક અઠવાડિયામાં ______ દિવસ હોય છે.',
  ],
  onetwo: ['‘દિવસ’નો વિરોધી શબ્દ લખો.', 'ગુજરાતના રાષ્ટ્રપિતાનું નામ લખો.', '‘પાણી’નો સમાનાર્થી શબ્દ લખો.'],
  short: [
    'નીચેના શબ્દોનો પહેલો અક્ષર લખો: (1) કબૂતર (2) મગર (3) ટમેટું',
    'તમારા ઘરમાં જોવા મળતી ત્રણ વસ્તુઓનાં નામ લખો.',
    'તમારી શાળા વિશે ત્રણ વાક્યો લખો.',
  ],
  long: [
    'ગીત વાંચો અને પ્રશ્નોના જવાબ લખો: ‘ખેતર લીલું લીલું છે, આભ તો ભૂરું ભૂરું છે; ગાય ચરે છે ઘાસ, વાછરડું છે પાસ. સવાર પડી ને સૂરજ આવ્યો, સોનેરી તડકો સાથે લાવ્યો; કૂકડે કૂક કૂકડો બોલે, બાળક ઊઠી આંખો ખોલે.’ (1) ખેતર કેવું છે? (2) આભ કેવું છે? (3) ગાય શું ચરે છે? (4) સૂરજ સાથે શું લાવ્યો? (5) ‘ઘાસ’ સાથે પ્રાસ મળતો શબ્દ ગીતમાંથી શોધો.',
    '‘મારી શાળા’ વિષય પર દસ વાક્યોનો નિબંધ લખો. તેમાં શાળાનું નામ, તેનું મકાન, શિક્ષકો, મિત્રો, રમતનું મેદાન, પુસ્તકાલય અને તમને શાળામાં સૌથી વધુ શું ગમે છે તે વિશે લખો. શાળામાં ઊજવાતા કોઈ એક તહેવારનું પણ વર્ણન કરો.',
    'તમારા મિત્રને પત્ર લખો જેમાં તમે તેને ઉનાળાના વેકેશનમાં તમારા ગામ આવવાનું આમંત્રણ આપો. પત્રમાં ગામનાં ખેતરો, નદી, વૃક્ષો અને ત્યાંના લોકોનું વર્ણન કરો, અને જણાવો કે તમે બંને ત્યાં શું શું કરશો. પત્રનું સ્વરૂપ સાચું હોવું જોઈએ.',
    'વાર્તા વાંચીને જવાબ આપો: ‘મીના પાસે એક નાનું ગલૂડિયું હતું. તે રોજ તેને દૂધ પીવડાવતી અને તેની સાથે રમતી. એક દિવસ ગલૂડિયું ખોવાઈ ગયું. મીના આખો દિવસ તેને શોધતી રહી અને રડવા લાગી. સાંજે ગલૂડિયું જાતે ઘરે પાછું આવ્યું અને મીનાના ખોળામાં બેસી ગયું. મીનાને ખૂબ આનંદ થયો.’ (1) મીના પાસે શું હતું? (2) મીના તેને શું પીવડાવતી? (3) ગલૂડિયું ક્યારે પાછું આવ્યું? (4) આ વાર્તા માટે યોગ્ય શીર્ષક આપો.',
  ],
};

const TEXTS: Record<SampleLanguage, Texts> = { en: EN, hi: HI, gu: GU };

export function sampleHeader(
  language: SampleLanguage,
  layoutType: PaperHeader['layoutType'] = 'horizontal',
): PaperHeader {
  const [name, exam, details] = TEXTS[language].header;
  const style = { horizontal: 'style1', grid: 'style2', stacked: 'style3', column: 'style4' } as const;
  const fields =
    layoutType === 'column'
      ? {
          field8: name,
          field9: exam,
          ...Object.fromEntries(details.map((d, i) => [`field${i + 1}`, d])),
          field6: 'Name: ______________',
          field7: 'Roll No.: ________',
        }
      : { field1: name, field2: exam, ...Object.fromEntries(details.map((d, i) => [`field${i + 3}`, d])) };
  return { id: 1, styleType: style[layoutType], layoutType, ...fields };
}

/** The 20-question paper; long answers carry passages so the English paper fills four pages. */
export function samplePaper(
  language: SampleLanguage,
  layoutType: PaperHeader['layoutType'] = 'horizontal',
): PaperModel {
  const t = TEXTS[language];
  const id = (type: string, i: number) => `${language}-${type}-${i + 1}`;
  const plain = (type: QuestionType, texts: string[]): PaperSection => ({
    type,
    questions: texts.map((text, i) => ({ id: id(type, i), text })),
  });
  // Each long question opens with a passage of the story (three tellings of it, cut at different places).
  const story = [...t.story, ...t.story, ...t.story];
  const passage = (i: number) => story.slice(i * 3, i * 3 + 12).join(' ');
  const long = t.long.map((text, i) => `${passage(i)}\n${text}`);
  return {
    header: sampleHeader(language, layoutType),
    instructions: t.instructions,
    sections: [
      {
        type: 'mcq',
        questions: t.mcq.map(([text, options], i) => ({ id: id('mcq', i), text, options, answer: 1 })),
      },
      plain('blank', t.blank),
      plain('onetwo', t.onetwo),
      plain('short', t.short),
      plain('long', long),
    ],
  };
}

/** A paper of `count` questions cycling through the sample's questions of every type. */
export function longPaper(count: number, language: SampleLanguage = 'en'): PaperModel {
  const base = samplePaper(language);
  const pool = base.sections.flatMap((s) => s.questions.map((q) => ({ type: s.type, q })));
  const sections = new Map<QuestionType, PaperQuestion[]>();
  for (let i = 0; i < count; i++) {
    const { type, q } = pool[i % pool.length]!;
    const list = sections.get(type) ?? [];
    // Every question distinct (a number of its own), so no text is laid out from the cache of another.
    list.push({ ...q, id: `${q.id}-${i}`, text: `${q.text} (${i + 1})` });
    sections.set(type, list);
  }
  return { ...base, sections: [...sections].map(([type, questions]) => ({ type, questions })) };
}
