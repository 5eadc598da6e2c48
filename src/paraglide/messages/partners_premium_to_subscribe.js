/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Premium_To_SubscribeInputs */

const en_partners_premium_to_subscribe = /** @type {(inputs: Partners_Premium_To_SubscribeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`to subscribe.`)
};

const es_partners_premium_to_subscribe = /** @type {(inputs: Partners_Premium_To_SubscribeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`para suscribirte.`)
};

const fr_partners_premium_to_subscribe = /** @type {(inputs: Partners_Premium_To_SubscribeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`pour vous abonner.`)
};

/**
* | output |
* | --- |
* | "to subscribe." |
*
* @param {Partners_Premium_To_SubscribeInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_premium_to_subscribe = /** @type {((inputs?: Partners_Premium_To_SubscribeInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Premium_To_SubscribeInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_premium_to_subscribe(inputs)
	if (locale === "fr") return fr_partners_premium_to_subscribe(inputs)
	return en_partners_premium_to_subscribe(inputs)
});