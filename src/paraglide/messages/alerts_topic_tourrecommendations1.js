/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Alerts_Topic_Tourrecommendations1Inputs */

const en_alerts_topic_tourrecommendations1 = /** @type {(inputs: Alerts_Topic_Tourrecommendations1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tour recommendations`)
};

const es_alerts_topic_tourrecommendations1 = /** @type {(inputs: Alerts_Topic_Tourrecommendations1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recomendaciones de recorridos`)
};

const fr_alerts_topic_tourrecommendations1 = /** @type {(inputs: Alerts_Topic_Tourrecommendations1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Suggestions de visites`)
};

/**
* | output |
* | --- |
* | "Tour recommendations" |
*
* @param {Alerts_Topic_Tourrecommendations1Inputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
const alerts_topic_tourrecommendations1 = /** @type {((inputs?: Alerts_Topic_Tourrecommendations1Inputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Alerts_Topic_Tourrecommendations1Inputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_alerts_topic_tourrecommendations1(inputs)
	if (locale === "fr") return fr_alerts_topic_tourrecommendations1(inputs)
	return en_alerts_topic_tourrecommendations1(inputs)
});
export { alerts_topic_tourrecommendations1 as "alerts_topic_tourRecommendations" }