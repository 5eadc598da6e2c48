/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Feed_PremiumInputs */

const en_events_feed_premium = /** @type {(inputs: Events_Feed_PremiumInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Premium events`)
};

const es_events_feed_premium = /** @type {(inputs: Events_Feed_PremiumInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eventos Premium exclusivos`)
};

const fr_events_feed_premium = /** @type {(inputs: Events_Feed_PremiumInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Événements Premium réservés`)
};

/**
* | output |
* | --- |
* | "Premium events" |
*
* @param {Events_Feed_PremiumInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const events_feed_premium = /** @type {((inputs?: Events_Feed_PremiumInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Feed_PremiumInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_events_feed_premium(inputs)
	if (locale === "fr") return fr_events_feed_premium(inputs)
	return en_events_feed_premium(inputs)
});