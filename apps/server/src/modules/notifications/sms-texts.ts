import type { LanguageCode } from '@gharseva/domain';

/**
 * The SMS the server sends, in each of the app's 15 languages: an SMS has no app to translate
 * it, so the server writes it in the language the person last used the app in (decision 038).
 * `{{x}}` slots are filled by `smsText`; `{{brand}}` is 'GharSeva' or 'GharSeva Partner'.
 * Kept short: a Unicode SMS part holds 70 characters.
 */
export const SMS_TEXTS = {
  en: {
    verification:
      '{{code}} is your {{brand}} verification code. It expires in {{minutes}} minutes. Never share it with anyone.',
    reset:
      '{{code}} is your {{brand}} password reset code. It expires in {{minutes}} minutes. If you did not ask for it, ignore this SMS.',
    completionCode:
      '{{code}} is your GharSeva completion code for "{{title}}". Enter it in the app once the work is done. It expires in 10 minutes.',
    jobAccepted:
      'GharSeva: {{name}} accepted your request "{{title}}". They will send you a quote shortly.',
    newJob: 'GharSeva Partner: {{message}} Open the app to accept.',
    accountUpdate: 'GharSeva Partner: {{message}}',
    problemUpdate: 'GharSeva: {{message}} Open the app for details.',
    reminder: '{{brand}} reminder: {{message}}',
  },
  hi: {
    verification:
      '{{code}} आपका {{brand}} सत्यापन कोड है। यह {{minutes}} मिनट में समाप्त हो जाएगा। इसे किसी से साझा न करें।',
    reset:
      '{{code}} आपका {{brand}} पासवर्ड रीसेट कोड है। यह {{minutes}} मिनट में समाप्त हो जाएगा। अगर आपने इसे नहीं माँगा, तो इस SMS को अनदेखा करें।',
    completionCode:
      '"{{title}}" के लिए आपका GharSeva कार्य-पूर्ति कोड {{code}} है। काम पूरा होने पर इसे ऐप में डालें। यह 10 मिनट में समाप्त हो जाएगा।',
    jobAccepted: 'GharSeva: {{name}} ने आपकी रिक्वेस्ट "{{title}}" स्वीकार कर ली है। जल्द ही वे कोटेशन भेजेंगे।',
    newJob: 'GharSeva Partner: {{message}} स्वीकार करने के लिए ऐप खोलें।',
    accountUpdate: 'GharSeva Partner: {{message}}',
    problemUpdate: 'GharSeva: {{message}} विवरण के लिए ऐप खोलें।',
    reminder: '{{brand}} रिमाइंडर: {{message}}',
  },
  bn: {
    verification:
      '{{code}} আপনার {{brand}} যাচাই কোড। এটি {{minutes}} মিনিটে মেয়াদোত্তীর্ণ হবে। কাউকে জানাবেন না।',
    reset:
      '{{code}} আপনার {{brand}} পাসওয়ার্ড রিসেট কোড। এটি {{minutes}} মিনিটে মেয়াদোত্তীর্ণ হবে। আপনি না চাইলে এই SMS উপেক্ষা করুন।',
    completionCode:
      '"{{title}}"-এর জন্য আপনার GharSeva কাজ-সম্পন্ন কোড {{code}}। কাজ শেষ হলে অ্যাপে দিন। এটি ১০ মিনিটে মেয়াদোত্তীর্ণ হবে।',
    jobAccepted: 'GharSeva: {{name}} আপনার অনুরোধ "{{title}}" গ্রহণ করেছেন। শীঘ্রই দাম জানাবেন।',
    newJob: 'GharSeva Partner: {{message}} গ্রহণ করতে অ্যাপ খুলুন।',
    accountUpdate: 'GharSeva Partner: {{message}}',
    problemUpdate: 'GharSeva: {{message}} বিস্তারিত জানতে অ্যাপ খুলুন।',
    reminder: '{{brand}} অনুস্মারক: {{message}}',
  },
  te: {
    verification:
      '{{code}} మీ {{brand}} ధృవీకరణ కోడ్. ఇది {{minutes}} నిమిషాల్లో గడువు ముగుస్తుంది. దీన్ని ఎవరితోనూ పంచుకోవద్దు.',
    reset:
      '{{code}} మీ {{brand}} పాస్‌వర్డ్ రీసెట్ కోడ్. ఇది {{minutes}} నిమిషాల్లో గడువు ముగుస్తుంది. మీరు అడగకపోతే ఈ SMSని పట్టించుకోకండి.',
    completionCode:
      '"{{title}}" కోసం మీ GharSeva పని పూర్తి కోడ్ {{code}}. పని పూర్తయ్యాక దీన్ని యాప్‌లో నమోదు చేయండి. ఇది 10 నిమిషాల్లో గడువు ముగుస్తుంది.',
    jobAccepted: 'GharSeva: {{name}} మీ అభ్యర్థన "{{title}}"ను అంగీకరించారు. త్వరలో ధర కోట్ పంపుతారు.',
    newJob: 'GharSeva Partner: {{message}} అంగీకరించడానికి యాప్ తెరవండి.',
    accountUpdate: 'GharSeva Partner: {{message}}',
    problemUpdate: 'GharSeva: {{message}} వివరాల కోసం యాప్ తెరవండి.',
    reminder: '{{brand}} రిమైండర్: {{message}}',
  },
  mr: {
    verification:
      '{{code}} हा तुमचा {{brand}} पडताळणी कोड आहे. तो {{minutes}} मिनिटांत संपेल. तो कोणालाही सांगू नका.',
    reset:
      '{{code}} हा तुमचा {{brand}} पासवर्ड रीसेट कोड आहे. तो {{minutes}} मिनिटांत संपेल. तुम्ही मागितला नसेल तर या SMS कडे दुर्लक्ष करा.',
    completionCode:
      '"{{title}}" साठी तुमचा GharSeva काम-पूर्ती कोड {{code}} आहे. काम झाल्यावर तो ॲपमध्ये टाका. तो 10 मिनिटांत संपेल.',
    jobAccepted:
      'GharSeva: {{name}} यांनी तुमची विनंती "{{title}}" स्वीकारली आहे. ते लवकरच दरपत्रक पाठवतील.',
    newJob: 'GharSeva Partner: {{message}} स्वीकारण्यासाठी ॲप उघडा.',
    accountUpdate: 'GharSeva Partner: {{message}}',
    problemUpdate: 'GharSeva: {{message}} तपशीलासाठी ॲप उघडा.',
    reminder: '{{brand}} स्मरणपत्र: {{message}}',
  },
  ta: {
    verification:
      '{{code}} உங்கள் {{brand}} சரிபார்ப்புக் குறியீடு. இது {{minutes}} நிமிடங்களில் காலாவதியாகும். யாரிடமும் பகிர வேண்டாம்.',
    reset:
      '{{code}} உங்கள் {{brand}} கடவுச்சொல் மீட்டமைப்புக் குறியீடு. இது {{minutes}} நிமிடங்களில் காலாவதியாகும். நீங்கள் கேட்கவில்லை எனில் இந்த SMS-ஐப் புறக்கணிக்கவும்.',
    completionCode:
      '"{{title}}"க்கான உங்கள் GharSeva வேலை முடிவுக் குறியீடு {{code}}. வேலை முடிந்ததும் இதைச் செயலியில் உள்ளிடவும். இது 10 நிமிடங்களில் காலாவதியாகும்.',
    jobAccepted:
      'GharSeva: {{name}} உங்கள் கோரிக்கை "{{title}}"-ஐ ஏற்றுக்கொண்டார். விரைவில் விலை மதிப்பை அனுப்புவார்.',
    newJob: 'GharSeva Partner: {{message}} ஏற்க செயலியைத் திறக்கவும்.',
    accountUpdate: 'GharSeva Partner: {{message}}',
    problemUpdate: 'GharSeva: {{message}} விவரங்களுக்கு செயலியைத் திறக்கவும்.',
    reminder: '{{brand}} நினைவூட்டல்: {{message}}',
  },
  gu: {
    verification:
      '{{code}} તમારો {{brand}} ચકાસણી કોડ છે. તે {{minutes}} મિનિટમાં સમાપ્ત થશે. તે કોઈને કહેશો નહીં.',
    reset:
      '{{code}} તમારો {{brand}} પાસવર્ડ રીસેટ કોડ છે. તે {{minutes}} મિનિટમાં સમાપ્ત થશે. તમે માંગ્યો ન હોય તો આ SMS અવગણો.',
    completionCode:
      '"{{title}}" માટે તમારો GharSeva કામ-પૂર્ણતા કોડ {{code}} છે. કામ પૂરું થાય ત્યારે તેને ઍપમાં દાખલ કરો. તે 10 મિનિટમાં સમાપ્ત થશે.',
    jobAccepted: 'GharSeva: {{name}}એ તમારી વિનંતી "{{title}}" સ્વીકારી છે. તેઓ ટૂંક સમયમાં ભાવ મોકલશે.',
    newJob: 'GharSeva Partner: {{message}} સ્વીકારવા માટે ઍપ ખોલો.',
    accountUpdate: 'GharSeva Partner: {{message}}',
    problemUpdate: 'GharSeva: {{message}} વિગતો માટે ઍપ ખોલો.',
    reminder: '{{brand}} રિમાઇન્ડર: {{message}}',
  },
  ur: {
    verification:
      '{{code}} آپ کا {{brand}} تصدیقی کوڈ ہے۔ یہ {{minutes}} منٹ میں ختم ہو جائے گا۔ اسے کسی کو نہ بتائیں۔',
    reset:
      '{{code}} آپ کا {{brand}} پاس ورڈ ری سیٹ کوڈ ہے۔ یہ {{minutes}} منٹ میں ختم ہو جائے گا۔ اگر آپ نے یہ نہیں مانگا تو اس SMS کو نظر انداز کریں۔',
    completionCode:
      '"{{title}}" کے لیے آپ کا GharSeva تکمیلی کوڈ {{code}} ہے۔ کام مکمل ہونے پر اسے ایپ میں درج کریں۔ یہ 10 منٹ میں ختم ہو جائے گا۔',
    jobAccepted:
      'GharSeva: {{name}} نے آپ کی درخواست "{{title}}" قبول کر لی ہے۔ وہ جلد ہی قیمت بھیجیں گے۔',
    newJob: 'GharSeva Partner: {{message}} قبول کرنے کے لیے ایپ کھولیں۔',
    accountUpdate: 'GharSeva Partner: {{message}}',
    problemUpdate: 'GharSeva: {{message}} تفصیل کے لیے ایپ کھولیں۔',
    reminder: '{{brand}} یاد دہانی: {{message}}',
  },
  kn: {
    verification:
      '{{code}} ನಿಮ್ಮ {{brand}} ಪರಿಶೀಲನಾ ಕೋಡ್. ಇದು {{minutes}} ನಿಮಿಷಗಳಲ್ಲಿ ಅವಧಿ ಮೀರುತ್ತದೆ. ಯಾರೊಂದಿಗೂ ಹಂಚಿಕೊಳ್ಳಬೇಡಿ.',
    reset:
      '{{code}} ನಿಮ್ಮ {{brand}} ಪಾಸ್‌ವರ್ಡ್ ಮರುಹೊಂದಿಸುವ ಕೋಡ್. ಇದು {{minutes}} ನಿಮಿಷಗಳಲ್ಲಿ ಅವಧಿ ಮೀರುತ್ತದೆ. ನೀವು ಕೇಳದಿದ್ದರೆ ಈ SMS ಅನ್ನು ನಿರ್ಲಕ್ಷಿಸಿ.',
    completionCode:
      '"{{title}}" ಗಾಗಿ ನಿಮ್ಮ GharSeva ಕೆಲಸ ಪೂರ್ಣಗೊಂಡ ಕೋಡ್ {{code}}. ಕೆಲಸ ಮುಗಿದ ನಂತರ ಇದನ್ನು ಆ್ಯಪ್‌ನಲ್ಲಿ ನಮೂದಿಸಿ. ಇದು 10 ನಿಮಿಷಗಳಲ್ಲಿ ಅವಧಿ ಮೀರುತ್ತದೆ.',
    jobAccepted: 'GharSeva: {{name}} ನಿಮ್ಮ ವಿನಂತಿ "{{title}}" ಅನ್ನು ಸ್ವೀಕರಿಸಿದ್ದಾರೆ. ಶೀಘ್ರದಲ್ಲೇ ದರ ಕಳುಹಿಸುತ್ತಾರೆ.',
    newJob: 'GharSeva Partner: {{message}} ಸ್ವೀಕರಿಸಲು ಆ್ಯಪ್ ತೆರೆಯಿರಿ.',
    accountUpdate: 'GharSeva Partner: {{message}}',
    problemUpdate: 'GharSeva: {{message}} ವಿವರಗಳಿಗೆ ಆ್ಯಪ್ ತೆರೆಯಿರಿ.',
    reminder: '{{brand}} ಜ್ಞಾಪನೆ: {{message}}',
  },
  ml: {
    verification:
      '{{code}} ആണ് നിങ്ങളുടെ {{brand}} സ്ഥിരീകരണ കോഡ്. ഇത് {{minutes}} മിനിറ്റിൽ കാലഹരണപ്പെടും. ആരുമായും പങ്കിടരുത്.',
    reset:
      '{{code}} ആണ് നിങ്ങളുടെ {{brand}} പാസ്‌വേഡ് റീസെറ്റ് കോഡ്. ഇത് {{minutes}} മിനിറ്റിൽ കാലഹരണപ്പെടും. നിങ്ങൾ ആവശ്യപ്പെട്ടില്ലെങ്കിൽ ഈ SMS അവഗണിക്കുക.',
    completionCode:
      '"{{title}}"-നുള്ള നിങ്ങളുടെ GharSeva ജോലി പൂർത്തീകരണ കോഡ് {{code}} ആണ്. ജോലി കഴിഞ്ഞാൽ ഇത് ആപ്പിൽ നൽകുക. ഇത് 10 മിനിറ്റിൽ കാലഹരണപ്പെടും.',
    jobAccepted: 'GharSeva: {{name}} നിങ്ങളുടെ അഭ്യർത്ഥന "{{title}}" സ്വീകരിച്ചു. ഉടൻ നിരക്ക് അയയ്ക്കും.',
    newJob: 'GharSeva Partner: {{message}} സ്വീകരിക്കാൻ ആപ്പ് തുറക്കുക.',
    accountUpdate: 'GharSeva Partner: {{message}}',
    problemUpdate: 'GharSeva: {{message}} വിശദാംശങ്ങൾക്ക് ആപ്പ് തുറക്കുക.',
    reminder: '{{brand}} ഓർമ്മപ്പെടുത്തൽ: {{message}}',
  },
  or: {
    verification:
      '{{code}} ଆପଣଙ୍କ {{brand}} ଯାଞ୍ଚ କୋଡ୍। ଏହା {{minutes}} ମିନିଟରେ ଶେଷ ହେବ। କାହାକୁ କୁହନ୍ତୁ ନାହିଁ।',
    reset:
      '{{code}} ଆପଣଙ୍କ {{brand}} ପାସୱାର୍ଡ ରିସେଟ୍ କୋଡ୍। ଏହା {{minutes}} ମିନିଟରେ ଶେଷ ହେବ। ଆପଣ ମାଗି ନଥିଲେ ଏହି SMS କୁ ଅଣଦେଖା କରନ୍ତୁ।',
    completionCode:
      '"{{title}}" ପାଇଁ ଆପଣଙ୍କ GharSeva କାମ ସମାପ୍ତି କୋଡ୍ {{code}}। କାମ ସରିଲେ ଏହାକୁ ଆପରେ ଦିଅନ୍ତୁ। ଏହା 10 ମିନିଟରେ ଶେଷ ହେବ।',
    jobAccepted: 'GharSeva: {{name}} ଆପଣଙ୍କ ଅନୁରୋଧ "{{title}}" ଗ୍ରହଣ କରିଛନ୍ତି। ଶୀଘ୍ର ଦର ପଠାଇବେ।',
    newJob: 'GharSeva Partner: {{message}} ଗ୍ରହଣ କରିବାକୁ ଆପ୍ ଖୋଲନ୍ତୁ।',
    accountUpdate: 'GharSeva Partner: {{message}}',
    problemUpdate: 'GharSeva: {{message}} ବିବରଣୀ ପାଇଁ ଆପ୍ ଖୋଲନ୍ତୁ।',
    reminder: '{{brand}} ସ୍ମାରକ: {{message}}',
  },
  pa: {
    verification:
      '{{code}} ਤੁਹਾਡਾ {{brand}} ਪੁਸ਼ਟੀ ਕੋਡ ਹੈ। ਇਹ {{minutes}} ਮਿੰਟਾਂ ਵਿੱਚ ਖ਼ਤਮ ਹੋ ਜਾਵੇਗਾ। ਇਹ ਕਿਸੇ ਨੂੰ ਨਾ ਦੱਸੋ।',
    reset:
      '{{code}} ਤੁਹਾਡਾ {{brand}} ਪਾਸਵਰਡ ਰੀਸੈੱਟ ਕੋਡ ਹੈ। ਇਹ {{minutes}} ਮਿੰਟਾਂ ਵਿੱਚ ਖ਼ਤਮ ਹੋ ਜਾਵੇਗਾ। ਜੇ ਤੁਸੀਂ ਨਹੀਂ ਮੰਗਿਆ ਤਾਂ ਇਸ SMS ਨੂੰ ਅਣਡਿੱਠਾ ਕਰੋ।',
    completionCode:
      '"{{title}}" ਲਈ ਤੁਹਾਡਾ GharSeva ਕੰਮ-ਪੂਰਤੀ ਕੋਡ {{code}} ਹੈ। ਕੰਮ ਪੂਰਾ ਹੋਣ ’ਤੇ ਇਸਨੂੰ ਐਪ ਵਿੱਚ ਭਰੋ। ਇਹ 10 ਮਿੰਟਾਂ ਵਿੱਚ ਖ਼ਤਮ ਹੋ ਜਾਵੇਗਾ।',
    jobAccepted:
      'GharSeva: {{name}} ਨੇ ਤੁਹਾਡੀ ਬੇਨਤੀ "{{title}}" ਸਵੀਕਾਰ ਕਰ ਲਈ ਹੈ। ਉਹ ਜਲਦੀ ਹੀ ਕੀਮਤ ਭੇਜਣਗੇ।',
    newJob: 'GharSeva Partner: {{message}} ਸਵੀਕਾਰ ਕਰਨ ਲਈ ਐਪ ਖੋਲ੍ਹੋ।',
    accountUpdate: 'GharSeva Partner: {{message}}',
    problemUpdate: 'GharSeva: {{message}} ਵੇਰਵਿਆਂ ਲਈ ਐਪ ਖੋਲ੍ਹੋ।',
    reminder: '{{brand}} ਯਾਦ-ਪੱਤਰ: {{message}}',
  },
  as: {
    verification:
      '{{code}} আপোনাৰ {{brand}} সত্যাপন ক’ড। ই {{minutes}} মিনিটত ম্যাদ উকলিব। কাকো নক’ব।',
    reset:
      '{{code}} আপোনাৰ {{brand}} পাছৱৰ্ড ৰিছেট ক’ড। ই {{minutes}} মিনিটত ম্যাদ উকলিব। আপুনি বিচৰা নাই যদি এই SMS আওকাণ কৰক।',
    completionCode:
      '"{{title}}"ৰ বাবে আপোনাৰ GharSeva কাম-সম্পূৰ্ণ ক’ড {{code}}। কাম শেষ হ’লে ইয়াক এপত দিয়ক। ই 10 মিনিটত ম্যাদ উকলিব।',
    jobAccepted: 'GharSeva: {{name}}এ আপোনাৰ অনুৰোধ "{{title}}" গ্ৰহণ কৰিছে। সোনকালে দৰ পঠিয়াব।',
    newJob: 'GharSeva Partner: {{message}} গ্ৰহণ কৰিবলৈ এপ খোলক।',
    accountUpdate: 'GharSeva Partner: {{message}}',
    problemUpdate: 'GharSeva: {{message}} বিশদৰ বাবে এপ্ খোলক।',
    reminder: '{{brand}} সোঁৱৰণী: {{message}}',
  },
  ne: {
    verification:
      '{{code}} तपाईंको {{brand}} प्रमाणीकरण कोड हो। यो {{minutes}} मिनेटमा समाप्त हुन्छ। कसैलाई नभन्नुहोस्।',
    reset:
      '{{code}} तपाईंको {{brand}} पासवर्ड रिसेट कोड हो। यो {{minutes}} मिनेटमा समाप्त हुन्छ। तपाईंले नमागेको भए यो SMS बेवास्ता गर्नुहोस्।',
    completionCode:
      '"{{title}}" का लागि तपाईंको GharSeva काम-सम्पन्न कोड {{code}} हो। काम सकिएपछि यसलाई एपमा हाल्नुहोस्। यो 10 मिनेटमा समाप्त हुन्छ।',
    jobAccepted: 'GharSeva: {{name}} ले तपाईंको अनुरोध "{{title}}" स्वीकार गर्नुभयो। छिट्टै मूल्य पठाउनुहुनेछ।',
    newJob: 'GharSeva Partner: {{message}} स्वीकार गर्न एप खोल्नुहोस्।',
    accountUpdate: 'GharSeva Partner: {{message}}',
    problemUpdate: 'GharSeva: {{message}} विवरणका लागि एप खोल्नुहोस्।',
    reminder: '{{brand}} सम्झना: {{message}}',
  },
  mai: {
    verification:
      '{{code}} अहाँक {{brand}} सत्यापन कोड अछि। ई {{minutes}} मिनटमे समाप्त भ’ जाएत। एकरा ककरो नहि कहू।',
    reset:
      '{{code}} अहाँक {{brand}} पासवर्ड रीसेट कोड अछि। ई {{minutes}} मिनटमे समाप्त भ’ जाएत। जँ अहाँ नहि मँगने रही तँ एहि SMS केँ छोड़ि दिअ।',
    completionCode:
      '"{{title}}" लेल अहाँक GharSeva काज-पूर्ति कोड {{code}} अछि। काज पूरा भेलापर एकरा ऐपमे लिखू। ई 10 मिनटमे समाप्त भ’ जाएत।',
    jobAccepted: 'GharSeva: {{name}} अहाँक अनुरोध "{{title}}" स्वीकार क’ लेलनि। जल्दिए दाम पठौताह।',
    newJob: 'GharSeva Partner: {{message}} स्वीकार करबाक लेल ऐप खोलू।',
    accountUpdate: 'GharSeva Partner: {{message}}',
    problemUpdate: 'GharSeva: {{message}} विवरणक लेल ऐप खोलू।',
    reminder: '{{brand}} स्मरण: {{message}}',
  },
} as const satisfies Record<LanguageCode, Record<string, string>>;

export type SmsText = keyof (typeof SMS_TEXTS)['en'];

/** An SMS in the language, its `{{x}}` slots filled; English when the language is unknown. */
export function smsText(
  language: string,
  key: SmsText,
  params: Record<string, string | number>,
): string {
  const texts: Record<SmsText, string> =
    (SMS_TEXTS as Record<string, Record<SmsText, string>>)[language] ?? SMS_TEXTS.en;
  return texts[key].replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    params[name] === undefined ? whole : String(params[name]),
  );
}
