/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Ad_Why_LocalInputs */

const en_partners_ad_why_local = /** @type {(inputs: Partners_Ad_Why_LocalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Local by design.`)
};

const es_partners_ad_why_local = /** @type {(inputs: Partners_Ad_Why_LocalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Local por naturaleza.`)
};

const fr_partners_ad_why_local = /** @type {(inputs: Partners_Ad_Why_LocalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Local par nature.`)
};

/**
* | output |
* | --- |
* | "Local by design." |
*
* @param {Partners_Ad_Why_LocalInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_ad_why_local = /** @type {((inputs?: Partners_Ad_Why_LocalInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Ad_Why_LocalInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_ad_why_local(inputs)
	if (locale === "fr") return fr_partners_ad_why_local(inputs)
	return en_partners_ad_why_local(inputs)
});