/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Footer_AdvertiseInputs */

const en_footer_advertise = /** @type {(inputs: Footer_AdvertiseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Advertise With Us`)
};

const es_footer_advertise = /** @type {(inputs: Footer_AdvertiseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anúnciate con nosotros`)
};

const fr_footer_advertise = /** @type {(inputs: Footer_AdvertiseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Faire de la publicité`)
};

/**
* | output |
* | --- |
* | "Advertise With Us" |
*
* @param {Footer_AdvertiseInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const footer_advertise = /** @type {((inputs?: Footer_AdvertiseInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Footer_AdvertiseInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_footer_advertise(inputs)
	if (locale === "fr") return fr_footer_advertise(inputs)
	return en_footer_advertise(inputs)
});