/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Subscribe_NowInputs */

const en_partners_subscribe_now = /** @type {(inputs: Partners_Subscribe_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Subscribe Now`)
};

const es_partners_subscribe_now = /** @type {(inputs: Partners_Subscribe_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Suscribirme ahora`)
};

const fr_partners_subscribe_now = /** @type {(inputs: Partners_Subscribe_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`M’abonner maintenant`)
};

/**
* | output |
* | --- |
* | "Subscribe Now" |
*
* @param {Partners_Subscribe_NowInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_subscribe_now = /** @type {((inputs?: Partners_Subscribe_NowInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Subscribe_NowInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_subscribe_now(inputs)
	if (locale === "fr") return fr_partners_subscribe_now(inputs)
	return en_partners_subscribe_now(inputs)
});