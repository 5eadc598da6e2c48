/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Tt_Corporate_TeamInputs */

const en_partners_tt_corporate_team = /** @type {(inputs: Partners_Tt_Corporate_TeamInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Team experiences such as mural walks, cooking classes and live music`)
};

const es_partners_tt_corporate_team = /** @type {(inputs: Partners_Tt_Corporate_TeamInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Experiencias en equipo como paseos por los murales, clases de cocina y música en vivo`)
};

const fr_partners_tt_corporate_team = /** @type {(inputs: Partners_Tt_Corporate_TeamInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Activités d’équipe : balades street art, cours de cuisine, musique live`)
};

/**
* | output |
* | --- |
* | "Team experiences such as mural walks, cooking classes and live music" |
*
* @param {Partners_Tt_Corporate_TeamInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_tt_corporate_team = /** @type {((inputs?: Partners_Tt_Corporate_TeamInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Tt_Corporate_TeamInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_tt_corporate_team(inputs)
	if (locale === "fr") return fr_partners_tt_corporate_team(inputs)
	return en_partners_tt_corporate_team(inputs)
});