import type { LanguageCode } from '@gharseva/domain';

/**
 * The words around the emails the server sends, in each of the app's 15 languages (issue 24):
 * an email, like an SMS, is written in the language the person last used the app in. The
 * notification itself comes from the web app's own translation (`notificationIn`). `{{x}}`
 * slots are filled by `emailText`.
 */
export const EMAIL_TEXTS = {
  en: {
    greeting: 'Hello {{name}},',
    confirmSubject: 'Your GharSeva email code: {{code}}',
    confirmIntro: 'Enter this code in the GharSeva app to confirm your email address:',
    confirmButton: 'Confirm my email',
    confirmOr: 'Or open this link to confirm it:',
    confirmExpiry:
      'The code and the link expire in 30 minutes. If you did not ask for this, ignore this email.',
    openButton: 'Open in GharSeva',
    receiptAttached: 'Your receipt is attached to this email.',
    footer:
      'You get these emails because email notifications are on. You can turn them off in your settings.',
  },
  hi: {
    greeting: 'नमस्ते {{name}},',
    confirmSubject: 'आपका GharSeva ईमेल कोड: {{code}}',
    confirmIntro: 'अपना ईमेल पता पक्का करने के लिए यह कोड GharSeva ऐप में डालें:',
    confirmButton: 'मेरा ईमेल पक्का करें',
    confirmOr: 'या इसे पक्का करने के लिए यह लिंक खोलें:',
    confirmExpiry:
      'कोड और लिंक 30 मिनट में समाप्त हो जाएँगे। अगर आपने यह नहीं माँगा, तो इस ईमेल को अनदेखा करें।',
    openButton: 'GharSeva में खोलें',
    receiptAttached: 'आपकी रसीद इस ईमेल के साथ लगी है।',
    footer: 'आपको ये ईमेल इसलिए मिल रहे हैं क्योंकि ईमेल सूचनाएँ चालू हैं। आप इन्हें अपनी सेटिंग में बंद कर सकते हैं।',
  },
  bn: {
    greeting: 'নমস্কার {{name}},',
    confirmSubject: 'আপনার GharSeva ইমেল কোড: {{code}}',
    confirmIntro: 'আপনার ইমেল ঠিকানা নিশ্চিত করতে GharSeva অ্যাপে এই কোডটি দিন:',
    confirmButton: 'আমার ইমেল নিশ্চিত করুন',
    confirmOr: 'অথবা নিশ্চিত করতে এই লিঙ্কটি খুলুন:',
    confirmExpiry: 'কোড ও লিঙ্কের মেয়াদ ৩০ মিনিটে শেষ হবে। আপনি এটি না চাইলে এই ইমেলটি উপেক্ষা করুন।',
    openButton: 'GharSeva-তে খুলুন',
    receiptAttached: 'আপনার রসিদ এই ইমেলের সঙ্গে সংযুক্ত আছে।',
    footer: 'ইমেল বিজ্ঞপ্তি চালু আছে বলে আপনি এই ইমেলগুলি পাচ্ছেন। আপনার সেটিংসে এগুলি বন্ধ করতে পারেন।',
  },
  te: {
    greeting: 'నమస్కారం {{name}},',
    confirmSubject: 'మీ GharSeva ఇమెయిల్ కోడ్: {{code}}',
    confirmIntro: 'మీ ఇమెయిల్ చిరునామాను నిర్ధారించడానికి ఈ కోడ్‌ను GharSeva యాప్‌లో నమోదు చేయండి:',
    confirmButton: 'నా ఇమెయిల్‌ను నిర్ధారించండి',
    confirmOr: 'లేదా నిర్ధారించడానికి ఈ లింక్‌ను తెరవండి:',
    confirmExpiry: 'కోడ్ మరియు లింక్ 30 నిమిషాల్లో గడువు ముగుస్తాయి. మీరు దీన్ని అడగకపోతే ఈ ఇమెయిల్‌ను పట్టించుకోకండి.',
    openButton: 'GharSevaలో తెరవండి',
    receiptAttached: 'మీ రసీదు ఈ ఇమెయిల్‌కు జత చేయబడింది.',
    footer: 'ఇమెయిల్ నోటిఫికేషన్లు ఆన్‌లో ఉన్నందున మీకు ఈ ఇమెయిల్స్ వస్తున్నాయి. మీ సెట్టింగ్స్‌లో వాటిని ఆఫ్ చేయవచ్చు.',
  },
  mr: {
    greeting: 'नमस्कार {{name}},',
    confirmSubject: 'तुमचा GharSeva ईमेल कोड: {{code}}',
    confirmIntro: 'तुमचा ईमेल पत्ता निश्चित करण्यासाठी हा कोड GharSeva ॲपमध्ये टाका:',
    confirmButton: 'माझा ईमेल निश्चित करा',
    confirmOr: 'किंवा तो निश्चित करण्यासाठी ही लिंक उघडा:',
    confirmExpiry: 'कोड आणि लिंक 30 मिनिटांत संपतील. तुम्ही हे मागितले नसेल तर या ईमेलकडे दुर्लक्ष करा.',
    openButton: 'GharSeva मध्ये उघडा',
    receiptAttached: 'तुमची पावती या ईमेलसोबत जोडली आहे.',
    footer: 'ईमेल सूचना चालू असल्यामुळे तुम्हाला हे ईमेल येतात. तुम्ही त्या तुमच्या सेटिंग्जमध्ये बंद करू शकता.',
  },
  ta: {
    greeting: 'வணக்கம் {{name}},',
    confirmSubject: 'உங்கள் GharSeva மின்னஞ்சல் குறியீடு: {{code}}',
    confirmIntro: 'உங்கள் மின்னஞ்சல் முகவரியை உறுதிப்படுத்த இந்தக் குறியீட்டை GharSeva செயலியில் உள்ளிடவும்:',
    confirmButton: 'என் மின்னஞ்சலை உறுதிப்படுத்து',
    confirmOr: 'அல்லது உறுதிப்படுத்த இந்த இணைப்பைத் திறக்கவும்:',
    confirmExpiry:
      'குறியீடும் இணைப்பும் 30 நிமிடங்களில் காலாவதியாகும். நீங்கள் இதைக் கேட்கவில்லை எனில் இந்த மின்னஞ்சலைப் புறக்கணிக்கவும்.',
    openButton: 'GharSeva-வில் திற',
    receiptAttached: 'உங்கள் ரசீது இந்த மின்னஞ்சலுடன் இணைக்கப்பட்டுள்ளது.',
    footer:
      'மின்னஞ்சல் அறிவிப்புகள் இயக்கத்தில் உள்ளதால் இந்த மின்னஞ்சல்கள் உங்களுக்கு வருகின்றன. உங்கள் அமைப்புகளில் அவற்றை அணைக்கலாம்.',
  },
  gu: {
    greeting: 'નમસ્તે {{name}},',
    confirmSubject: 'તમારો GharSeva ઇમેઇલ કોડ: {{code}}',
    confirmIntro: 'તમારું ઇમેઇલ સરનામું પાકું કરવા માટે આ કોડ GharSeva ઍપમાં દાખલ કરો:',
    confirmButton: 'મારો ઇમેઇલ પાકો કરો',
    confirmOr: 'અથવા તેને પાકું કરવા આ લિંક ખોલો:',
    confirmExpiry: 'કોડ અને લિંક 30 મિનિટમાં સમાપ્ત થશે. જો તમે આ માંગ્યું ન હોય, તો આ ઇમેઇલને અવગણો.',
    openButton: 'GharSeva માં ખોલો',
    receiptAttached: 'તમારી રસીદ આ ઇમેઇલ સાથે જોડેલી છે.',
    footer: 'ઇમેઇલ સૂચનાઓ ચાલુ હોવાથી તમને આ ઇમેઇલ મળે છે. તમે તેને તમારી સેટિંગ્સમાં બંધ કરી શકો છો.',
  },
  ur: {
    greeting: 'السلام علیکم {{name}}،',
    confirmSubject: 'آپ کا GharSeva ای میل کوڈ: {{code}}',
    confirmIntro: 'اپنا ای میل پتا تصدیق کرنے کے لیے یہ کوڈ GharSeva ایپ میں درج کریں:',
    confirmButton: 'میرا ای میل تصدیق کریں',
    confirmOr: 'یا تصدیق کے لیے یہ لنک کھولیں:',
    confirmExpiry:
      'کوڈ اور لنک 30 منٹ میں ختم ہو جائیں گے۔ اگر آپ نے یہ نہیں مانگا تو اس ای میل کو نظر انداز کریں۔',
    openButton: 'GharSeva میں کھولیں',
    receiptAttached: 'آپ کی رسید اس ای میل کے ساتھ منسلک ہے۔',
    footer:
      'آپ کو یہ ای میل اس لیے ملتی ہیں کہ ای میل اطلاعات آن ہیں۔ آپ انہیں اپنی سیٹنگز میں بند کر سکتے ہیں۔',
  },
  kn: {
    greeting: 'ನಮಸ್ಕಾರ {{name}},',
    confirmSubject: 'ನಿಮ್ಮ GharSeva ಇಮೇಲ್ ಕೋಡ್: {{code}}',
    confirmIntro: 'ನಿಮ್ಮ ಇಮೇಲ್ ವಿಳಾಸವನ್ನು ದೃಢೀಕರಿಸಲು ಈ ಕೋಡ್ ಅನ್ನು GharSeva ಆ್ಯಪ್‌ನಲ್ಲಿ ನಮೂದಿಸಿ:',
    confirmButton: 'ನನ್ನ ಇಮೇಲ್ ದೃಢೀಕರಿಸಿ',
    confirmOr: 'ಅಥವಾ ದೃಢೀಕರಿಸಲು ಈ ಲಿಂಕ್ ತೆರೆಯಿರಿ:',
    confirmExpiry: 'ಕೋಡ್ ಮತ್ತು ಲಿಂಕ್ 30 ನಿಮಿಷಗಳಲ್ಲಿ ಅವಧಿ ಮುಗಿಯುತ್ತವೆ. ನೀವು ಇದನ್ನು ಕೇಳದಿದ್ದರೆ ಈ ಇಮೇಲ್ ಅನ್ನು ನಿರ್ಲಕ್ಷಿಸಿ.',
    openButton: 'GharSeva ನಲ್ಲಿ ತೆರೆಯಿರಿ',
    receiptAttached: 'ನಿಮ್ಮ ರಸೀದಿ ಈ ಇಮೇಲ್‌ಗೆ ಲಗತ್ತಿಸಲಾಗಿದೆ.',
    footer:
      'ಇಮೇಲ್ ಅಧಿಸೂಚನೆಗಳು ಆನ್ ಆಗಿರುವುದರಿಂದ ನಿಮಗೆ ಈ ಇಮೇಲ್‌ಗಳು ಬರುತ್ತವೆ. ನಿಮ್ಮ ಸೆಟ್ಟಿಂಗ್‌ಗಳಲ್ಲಿ ಅವುಗಳನ್ನು ಆಫ್ ಮಾಡಬಹುದು.',
  },
  ml: {
    greeting: 'നമസ്കാരം {{name}},',
    confirmSubject: 'നിങ്ങളുടെ GharSeva ഇമെയിൽ കോഡ്: {{code}}',
    confirmIntro: 'നിങ്ങളുടെ ഇമെയിൽ വിലാസം സ്ഥിരീകരിക്കാൻ ഈ കോഡ് GharSeva ആപ്പിൽ നൽകുക:',
    confirmButton: 'എന്റെ ഇമെയിൽ സ്ഥിരീകരിക്കുക',
    confirmOr: 'അല്ലെങ്കിൽ സ്ഥിരീകരിക്കാൻ ഈ ലിങ്ക് തുറക്കുക:',
    confirmExpiry:
      'കോഡും ലിങ്കും 30 മിനിറ്റിനുള്ളിൽ കാലഹരണപ്പെടും. നിങ്ങൾ ഇത് ആവശ്യപ്പെട്ടില്ലെങ്കിൽ ഈ ഇമെയിൽ അവഗണിക്കുക.',
    openButton: 'GharSeva-യിൽ തുറക്കുക',
    receiptAttached: 'നിങ്ങളുടെ രസീത് ഈ ഇമെയിലിനൊപ്പം ചേർത്തിട്ടുണ്ട്.',
    footer: 'ഇമെയിൽ അറിയിപ്പുകൾ ഓണായതിനാലാണ് ഈ ഇമെയിലുകൾ നിങ്ങൾക്ക് ലഭിക്കുന്നത്. ക്രമീകരണങ്ങളിൽ അവ ഓഫാക്കാം.',
  },
  or: {
    greeting: 'ନମସ୍କାର {{name}},',
    confirmSubject: 'ଆପଣଙ୍କ GharSeva ଇମେଲ କୋଡ: {{code}}',
    confirmIntro: 'ଆପଣଙ୍କ ଇମେଲ ଠିକଣା ନିଶ୍ଚିତ କରିବାକୁ ଏହି କୋଡ GharSeva ଆପରେ ଦିଅନ୍ତୁ:',
    confirmButton: 'ମୋ ଇମେଲ ନିଶ୍ଚିତ କରନ୍ତୁ',
    confirmOr: 'କିମ୍ବା ନିଶ୍ଚିତ କରିବାକୁ ଏହି ଲିଙ୍କ ଖୋଲନ୍ତୁ:',
    confirmExpiry: 'କୋଡ ଓ ଲିଙ୍କର ମିଆଦ 30 ମିନିଟରେ ଶେଷ ହେବ। ଆପଣ ଏହା ମାଗି ନଥିଲେ ଏହି ଇମେଲକୁ ଅଣଦେଖା କରନ୍ତୁ।',
    openButton: 'GharSeva ରେ ଖୋଲନ୍ତୁ',
    receiptAttached: 'ଆପଣଙ୍କ ରସିଦ ଏହି ଇମେଲ ସହ ଯୋଡ଼ାଯାଇଛି।',
    footer: 'ଇମେଲ ବିଜ୍ଞପ୍ତି ଚାଲୁ ଥିବାରୁ ଆପଣ ଏହି ଇମେଲଗୁଡ଼ିକ ପାଉଛନ୍ତି। ଆପଣଙ୍କ ସେଟିଂସରେ ସେଗୁଡ଼ିକୁ ବନ୍ଦ କରିପାରିବେ।',
  },
  pa: {
    greeting: 'ਸਤ ਸ੍ਰੀ ਅਕਾਲ {{name}},',
    confirmSubject: 'ਤੁਹਾਡਾ GharSeva ਈਮੇਲ ਕੋਡ: {{code}}',
    confirmIntro: 'ਆਪਣਾ ਈਮੇਲ ਪਤਾ ਪੱਕਾ ਕਰਨ ਲਈ ਇਹ ਕੋਡ GharSeva ਐਪ ਵਿੱਚ ਪਾਓ:',
    confirmButton: 'ਮੇਰਾ ਈਮੇਲ ਪੱਕਾ ਕਰੋ',
    confirmOr: 'ਜਾਂ ਇਸਨੂੰ ਪੱਕਾ ਕਰਨ ਲਈ ਇਹ ਲਿੰਕ ਖੋਲ੍ਹੋ:',
    confirmExpiry: 'ਕੋਡ ਅਤੇ ਲਿੰਕ 30 ਮਿੰਟਾਂ ਵਿੱਚ ਖਤਮ ਹੋ ਜਾਣਗੇ। ਜੇ ਤੁਸੀਂ ਇਹ ਨਹੀਂ ਮੰਗਿਆ, ਤਾਂ ਇਸ ਈਮੇਲ ਨੂੰ ਅਣਡਿੱਠਾ ਕਰੋ।',
    openButton: 'GharSeva ਵਿੱਚ ਖੋਲ੍ਹੋ',
    receiptAttached: 'ਤੁਹਾਡੀ ਰਸੀਦ ਇਸ ਈਮੇਲ ਨਾਲ ਨੱਥੀ ਹੈ।',
    footer: 'ਈਮੇਲ ਸੂਚਨਾਵਾਂ ਚਾਲੂ ਹੋਣ ਕਰਕੇ ਤੁਹਾਨੂੰ ਇਹ ਈਮੇਲਾਂ ਮਿਲਦੀਆਂ ਹਨ। ਤੁਸੀਂ ਇਹਨਾਂ ਨੂੰ ਆਪਣੀਆਂ ਸੈਟਿੰਗਾਂ ਵਿੱਚ ਬੰਦ ਕਰ ਸਕਦੇ ਹੋ।',
  },
  as: {
    greeting: 'নমস্কাৰ {{name}},',
    confirmSubject: 'আপোনাৰ GharSeva ইমেইল ক’ড: {{code}}',
    confirmIntro: 'আপোনাৰ ইমেইল ঠিকনা নিশ্চিত কৰিবলৈ এই ক’ডটো GharSeva এপত দিয়ক:',
    confirmButton: 'মোৰ ইমেইল নিশ্চিত কৰক',
    confirmOr: 'অথবা নিশ্চিত কৰিবলৈ এই লিংকটো খোলক:',
    confirmExpiry:
      'ক’ড আৰু লিংকৰ ম্যাদ 30 মিনিটত শেষ হ’ব। আপুনি এইটো বিচৰা নাই যদি, এই ইমেইলটো আওকাণ কৰক।',
    openButton: 'GharSeva-ত খোলক',
    receiptAttached: 'আপোনাৰ ৰচিদ এই ইমেইলৰ সৈতে সংলগ্ন কৰা হৈছে।',
    footer: 'ইমেইল জাননী অন থকাৰ বাবে আপুনি এই ইমেইলবোৰ পাইছে। আপোনাৰ ছেটিংছত সেইবোৰ বন্ধ কৰিব পাৰে।',
  },
  ne: {
    greeting: 'नमस्ते {{name}},',
    confirmSubject: 'तपाईंको GharSeva इमेल कोड: {{code}}',
    confirmIntro: 'आफ्नो इमेल ठेगाना पक्का गर्न यो कोड GharSeva एपमा हाल्नुहोस्:',
    confirmButton: 'मेरो इमेल पक्का गर्नुहोस्',
    confirmOr: 'वा पक्का गर्न यो लिङ्क खोल्नुहोस्:',
    confirmExpiry: 'कोड र लिङ्क 30 मिनेटमा समाप्त हुनेछन्। तपाईंले यो नमागेको भए यो इमेललाई बेवास्ता गर्नुहोस्।',
    openButton: 'GharSeva मा खोल्नुहोस्',
    receiptAttached: 'तपाईंको रसिद यो इमेलसँग संलग्न छ।',
    footer: 'इमेल सूचनाहरू खुला भएकाले तपाईंले यी इमेलहरू पाउनुहुन्छ। तपाईं आफ्नो सेटिङमा तिनलाई बन्द गर्न सक्नुहुन्छ।',
  },
  mai: {
    greeting: 'प्रणाम {{name}},',
    confirmSubject: 'अहाँक GharSeva ईमेल कोड: {{code}}',
    confirmIntro: 'अपन ईमेल पता पक्का करबाक लेल ई कोड GharSeva ऐपमे देल जाउ:',
    confirmButton: 'हमर ईमेल पक्का करू',
    confirmOr: 'वा पक्का करबाक लेल ई लिंक खोलू:',
    confirmExpiry: 'कोड आ लिंक 30 मिनटमे समाप्त भ’ जायत। जँ अहाँ ई नहि मँगने छलहुँ, तँ एहि ईमेलकेँ अनदेखा करू।',
    openButton: 'GharSeva मे खोलू',
    receiptAttached: 'अहाँक रसीद एहि ईमेलक संग लागल अछि।',
    footer: 'ईमेल सूचना चालू रहबाक कारणेँ अहाँकेँ ई ईमेल भेटैत अछि। अहाँ अपन सेटिंगमे एकरा बन्द क’ सकैत छी।',
  },
} as const satisfies Record<LanguageCode, Record<string, string>>;

export type EmailText = keyof (typeof EMAIL_TEXTS)['en'];

/** The languages written right to left: their HTML part says so. */
const RTL = new Set(['ur']);

/** The text in the language (English when unknown), its `{{x}}` slots filled. */
export function emailText(
  language: string,
  key: EmailText,
  params: Record<string, string | number> = {},
): string {
  const texts: Record<EmailText, string> =
    language in EMAIL_TEXTS ? EMAIL_TEXTS[language as LanguageCode] : EMAIL_TEXTS.en;
  return texts[key].replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    params[name] === undefined ? whole : String(params[name]),
  );
}

/** The HTML `dir` of the language. */
export const directionOf = (language: string): 'ltr' | 'rtl' => (RTL.has(language) ? 'rtl' : 'ltr');
