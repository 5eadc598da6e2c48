/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Info_Team_Press_PurposeInputs */

const en_info_team_press_purpose = /** @type {(inputs: Info_Team_Press_PurposeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Press inquiries, interview requests, fact checks and the press kit.`)
};

const es_info_team_press_purpose = /** @type {(inputs: Info_Team_Press_PurposeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Consultas de prensa, solicitudes de entrevista, verificación de datos y el kit de prensa.`)
};

const fr_info_team_press_purpose = /** @type {(inputs: Info_Team_Press_PurposeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Demandes presse, demandes d’interview, vérifications et dossier de presse.`)
};

/**
* | output |
* | --- |
* | "Press inquiries, interview requests, fact checks and the press kit." |
*
* @param {Info_Team_Press_PurposeInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const info_team_press_purpose = /** @type {((inputs?: Info_Team_Press_PurposeInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Info_Team_Press_PurposeInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_info_team_press_purpose(inputs)
	if (locale === "fr") return fr_info_team_press_purpose(inputs)
	return en_info_team_press_purpose(inputs)
});