/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tours_Follow_HeadingInputs */

const en_tours_follow_heading = /** @type {(inputs: Tours_Follow_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Follow this tour`)
};

const es_tours_follow_heading = /** @type {(inputs: Tours_Follow_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sigue este recorrido`)
};

const fr_tours_follow_heading = /** @type {(inputs: Tours_Follow_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Suivre cette visite`)
};

/**
* | output |
* | --- |
* | "Follow this tour" |
*
* @param {Tours_Follow_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const tours_follow_heading = /** @type {((inputs?: Tours_Follow_HeadingInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tours_Follow_HeadingInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tours_follow_heading(inputs)
	if (locale === "fr") return fr_tours_follow_heading(inputs)
	return en_tours_follow_heading(inputs)
});