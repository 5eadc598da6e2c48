/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Benefit_Team_TextInputs */

const en_partners_benefit_team_text = /** @type {(inputs: Partners_Benefit_Team_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Our team reviews every application and contacts you within 2 business days.`)
};

const es_partners_benefit_team_text = /** @type {(inputs: Partners_Benefit_Team_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nuestro equipo revisa cada solicitud y se comunica contigo en un plazo de 2 días hábiles.`)
};

const fr_partners_benefit_team_text = /** @type {(inputs: Partners_Benefit_Team_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notre équipe étudie chaque candidature et vous contacte sous 2 jours ouvrés.`)
};

/**
* | output |
* | --- |
* | "Our team reviews every application and contacts you within 2 business days." |
*
* @param {Partners_Benefit_Team_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_benefit_team_text = /** @type {((inputs?: Partners_Benefit_Team_TextInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Benefit_Team_TextInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_benefit_team_text(inputs)
	if (locale === "fr") return fr_partners_benefit_team_text(inputs)
	return en_partners_benefit_team_text(inputs)
});