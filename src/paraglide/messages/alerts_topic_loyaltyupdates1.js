/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Alerts_Topic_Loyaltyupdates1Inputs */

const en_alerts_topic_loyaltyupdates1 = /** @type {(inputs: Alerts_Topic_Loyaltyupdates1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loyalty updates`)
};

const es_alerts_topic_loyaltyupdates1 = /** @type {(inputs: Alerts_Topic_Loyaltyupdates1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Novedades de fidelidad`)
};

const fr_alerts_topic_loyaltyupdates1 = /** @type {(inputs: Alerts_Topic_Loyaltyupdates1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Points de fidélité`)
};

/**
* | output |
* | --- |
* | "Loyalty updates" |
*
* @param {Alerts_Topic_Loyaltyupdates1Inputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
const alerts_topic_loyaltyupdates1 = /** @type {((inputs?: Alerts_Topic_Loyaltyupdates1Inputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Alerts_Topic_Loyaltyupdates1Inputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_alerts_topic_loyaltyupdates1(inputs)
	if (locale === "fr") return fr_alerts_topic_loyaltyupdates1(inputs)
	return en_alerts_topic_loyaltyupdates1(inputs)
});
export { alerts_topic_loyaltyupdates1 as "alerts_topic_loyaltyUpdates" }