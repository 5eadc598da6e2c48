/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Info_Team_Photo_NameInputs */

const en_info_team_photo_name = /** @type {(inputs: Info_Team_Photo_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Photo, Film and Broadcast`)
};

const es_info_team_photo_name = /** @type {(inputs: Info_Team_Photo_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Foto, cine y televisión`)
};

const fr_info_team_photo_name = /** @type {(inputs: Info_Team_Photo_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Photo, cinéma et télévision`)
};

/**
* | output |
* | --- |
* | "Photo, Film and Broadcast" |
*
* @param {Info_Team_Photo_NameInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const info_team_photo_name = /** @type {((inputs?: Info_Team_Photo_NameInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Info_Team_Photo_NameInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_info_team_photo_name(inputs)
	if (locale === "fr") return fr_info_team_photo_name(inputs)
	return en_info_team_photo_name(inputs)
});