/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Places_Guide_JumpInputs */

const en_places_guide_jump = /** @type {(inputs: Places_Guide_JumpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jump to a board`)
};

const es_places_guide_jump = /** @type {(inputs: Places_Guide_JumpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ir a un distrito`)
};

const fr_places_guide_jump = /** @type {(inputs: Places_Guide_JumpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aller à un district`)
};

/**
* | output |
* | --- |
* | "Jump to a board" |
*
* @param {Places_Guide_JumpInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const places_guide_jump = /** @type {((inputs?: Places_Guide_JumpInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Places_Guide_JumpInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_places_guide_jump(inputs)
	if (locale === "fr") return fr_places_guide_jump(inputs)
	return en_places_guide_jump(inputs)
});