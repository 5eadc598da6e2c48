/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Tt_Team_PurposeInputs */

const en_partners_tt_team_purpose = /** @type {(inputs: Partners_Tt_Team_PurposeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Group tours, corporate events, educational visits and trade partnerships.`)
};

const es_partners_tt_team_purpose = /** @type {(inputs: Partners_Tt_Team_PurposeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tours en grupo, eventos corporativos, visitas educativas y alianzas profesionales.`)
};

const fr_partners_tt_team_purpose = /** @type {(inputs: Partners_Tt_Team_PurposeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Visites de groupe, événements d’entreprise, sorties pédagogiques et partenariats professionnels.`)
};

/**
* | output |
* | --- |
* | "Group tours, corporate events, educational visits and trade partnerships." |
*
* @param {Partners_Tt_Team_PurposeInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_tt_team_purpose = /** @type {((inputs?: Partners_Tt_Team_PurposeInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Tt_Team_PurposeInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_tt_team_purpose(inputs)
	if (locale === "fr") return fr_partners_tt_team_purpose(inputs)
	return en_partners_tt_team_purpose(inputs)
});