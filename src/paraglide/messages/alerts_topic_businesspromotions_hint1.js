/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Alerts_Topic_Businesspromotions_Hint1Inputs */

const en_alerts_topic_businesspromotions_hint1 = /** @type {(inputs: Alerts_Topic_Businesspromotions_Hint1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New events at places you favorited.`)
};

const es_alerts_topic_businesspromotions_hint1 = /** @type {(inputs: Alerts_Topic_Businesspromotions_Hint1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nuevos eventos en los lugares que marcaste como favoritos.`)
};

const fr_alerts_topic_businesspromotions_hint1 = /** @type {(inputs: Alerts_Topic_Businesspromotions_Hint1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nouveaux événements dans vos lieux favoris.`)
};

/**
* | output |
* | --- |
* | "New events at places you favorited." |
*
* @param {Alerts_Topic_Businesspromotions_Hint1Inputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
const alerts_topic_businesspromotions_hint1 = /** @type {((inputs?: Alerts_Topic_Businesspromotions_Hint1Inputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Alerts_Topic_Businesspromotions_Hint1Inputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_alerts_topic_businesspromotions_hint1(inputs)
	if (locale === "fr") return fr_alerts_topic_businesspromotions_hint1(inputs)
	return en_alerts_topic_businesspromotions_hint1(inputs)
});
export { alerts_topic_businesspromotions_hint1 as "alerts_topic_businessPromotions_hint" }