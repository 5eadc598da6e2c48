/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Moderation_In_AdvertisingInputs */

const en_moderation_in_advertising = /** @type {(inputs: Moderation_In_AdvertisingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Advertising inquiries`)
};

const es_moderation_in_advertising = /** @type {(inputs: Moderation_In_AdvertisingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Consultas de publicidad`)
};

const fr_moderation_in_advertising = /** @type {(inputs: Moderation_In_AdvertisingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Demandes publicitaires`)
};

/**
* | output |
* | --- |
* | "Advertising inquiries" |
*
* @param {Moderation_In_AdvertisingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const moderation_in_advertising = /** @type {((inputs?: Moderation_In_AdvertisingInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Moderation_In_AdvertisingInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_moderation_in_advertising(inputs)
	if (locale === "fr") return fr_moderation_in_advertising(inputs)
	return en_moderation_in_advertising(inputs)
});