/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Ad_Why_HonestInputs */

const en_partners_ad_why_honest = /** @type {(inputs: Partners_Ad_Why_HonestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Honest placement.`)
};

const es_partners_ad_why_honest = /** @type {(inputs: Partners_Ad_Why_HonestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Publicidad honesta.`)
};

const fr_partners_ad_why_honest = /** @type {(inputs: Partners_Ad_Why_HonestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Une publicité honnête.`)
};

/**
* | output |
* | --- |
* | "Honest placement." |
*
* @param {Partners_Ad_Why_HonestInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_ad_why_honest = /** @type {((inputs?: Partners_Ad_Why_HonestInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Ad_Why_HonestInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_ad_why_honest(inputs)
	if (locale === "fr") return fr_partners_ad_why_honest(inputs)
	return en_partners_ad_why_honest(inputs)
});