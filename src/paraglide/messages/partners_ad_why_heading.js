/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Ad_Why_HeadingInputs */

const en_partners_ad_why_heading = /** @type {(inputs: Partners_Ad_Why_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Why advertise on the Harlem Guide`)
};

const es_partners_ad_why_heading = /** @type {(inputs: Partners_Ad_Why_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Por qué anunciarte en la Harlem Guide`)
};

const fr_partners_ad_why_heading = /** @type {(inputs: Partners_Ad_Why_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pourquoi faire sa publicité sur le Harlem Guide`)
};

/**
* | output |
* | --- |
* | "Why advertise on the Harlem Guide" |
*
* @param {Partners_Ad_Why_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_ad_why_heading = /** @type {((inputs?: Partners_Ad_Why_HeadingInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Ad_Why_HeadingInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_ad_why_heading(inputs)
	if (locale === "fr") return fr_partners_ad_why_heading(inputs)
	return en_partners_ad_why_heading(inputs)
});