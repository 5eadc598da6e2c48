/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Info_Team_Press_NameInputs */

const en_info_team_press_name = /** @type {(inputs: Info_Team_Press_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Press Office`)
};

const es_info_team_press_name = /** @type {(inputs: Info_Team_Press_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Oficina de prensa`)
};

const fr_info_team_press_name = /** @type {(inputs: Info_Team_Press_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Service de presse`)
};

/**
* | output |
* | --- |
* | "Press Office" |
*
* @param {Info_Team_Press_NameInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const info_team_press_name = /** @type {((inputs?: Info_Team_Press_NameInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Info_Team_Press_NameInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_info_team_press_name(inputs)
	if (locale === "fr") return fr_info_team_press_name(inputs)
	return en_info_team_press_name(inputs)
});