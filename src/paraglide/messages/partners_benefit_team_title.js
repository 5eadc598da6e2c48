/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Benefit_Team_TitleInputs */

const en_partners_benefit_team_title = /** @type {(inputs: Partners_Benefit_Team_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A team that answers`)
};

const es_partners_benefit_team_title = /** @type {(inputs: Partners_Benefit_Team_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un equipo que responde`)
};

const fr_partners_benefit_team_title = /** @type {(inputs: Partners_Benefit_Team_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Une équipe qui répond`)
};

/**
* | output |
* | --- |
* | "A team that answers" |
*
* @param {Partners_Benefit_Team_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_benefit_team_title = /** @type {((inputs?: Partners_Benefit_Team_TitleInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Benefit_Team_TitleInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_benefit_team_title(inputs)
	if (locale === "fr") return fr_partners_benefit_team_title(inputs)
	return en_partners_benefit_team_title(inputs)
});