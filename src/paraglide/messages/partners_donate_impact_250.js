/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Donate_Impact_250Inputs */

const en_partners_donate_impact_250 = /** @type {(inputs: Partners_Donate_Impact_250Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Records a narrated audio story for one Harlem landmark`)
};

const es_partners_donate_impact_250 = /** @type {(inputs: Partners_Donate_Impact_250Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Graba un relato en audio sobre un lugar emblemático de Harlem`)
};

const fr_partners_donate_impact_250 = /** @type {(inputs: Partners_Donate_Impact_250Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enregistre un récit audio pour un lieu emblématique de Harlem`)
};

/**
* | output |
* | --- |
* | "Records a narrated audio story for one Harlem landmark" |
*
* @param {Partners_Donate_Impact_250Inputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_donate_impact_250 = /** @type {((inputs?: Partners_Donate_Impact_250Inputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Donate_Impact_250Inputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_donate_impact_250(inputs)
	if (locale === "fr") return fr_partners_donate_impact_250(inputs)
	return en_partners_donate_impact_250(inputs)
});