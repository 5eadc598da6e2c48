/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Type_PremiumInputs */

const en_events_type_premium = /** @type {(inputs: Events_Type_PremiumInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Premium`)
};

const es_events_type_premium = /** @type {(inputs: Events_Type_PremiumInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eventos Premium`)
};

const fr_events_type_premium = /** @type {(inputs: Events_Type_PremiumInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Événements Premium`)
};

/**
* | output |
* | --- |
* | "Premium" |
*
* @param {Events_Type_PremiumInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const events_type_premium = /** @type {((inputs?: Events_Type_PremiumInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Type_PremiumInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_events_type_premium(inputs)
	if (locale === "fr") return fr_events_type_premium(inputs)
	return en_events_type_premium(inputs)
});