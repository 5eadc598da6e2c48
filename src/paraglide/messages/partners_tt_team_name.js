/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Tt_Team_NameInputs */

const en_partners_tt_team_name = /** @type {(inputs: Partners_Tt_Team_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Travel Trade Desk`)
};

const es_partners_tt_team_name = /** @type {(inputs: Partners_Tt_Team_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Departamento de turismo profesional`)
};

const fr_partners_tt_team_name = /** @type {(inputs: Partners_Tt_Team_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Service voyages professionnels`)
};

/**
* | output |
* | --- |
* | "Travel Trade Desk" |
*
* @param {Partners_Tt_Team_NameInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_tt_team_name = /** @type {((inputs?: Partners_Tt_Team_NameInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Tt_Team_NameInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_tt_team_name(inputs)
	if (locale === "fr") return fr_partners_tt_team_name(inputs)
	return en_partners_tt_team_name(inputs)
});