/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Info_About_Local_TextInputs */

const en_info_about_local_text = /** @type {(inputs: Info_About_Local_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We organise everything by community board (9 Hamilton Heights, 10 Central Harlem, 11 East Harlem, 12 Washington Heights), the way neighbors think about the map.`)
};

const es_info_about_local_text = /** @type {(inputs: Info_About_Local_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Organizamos todo por distrito comunitario (9 Hamilton Heights, 10 Central Harlem, 11 East Harlem, 12 Washington Heights), tal como los vecinos piensan el mapa.`)
};

const fr_info_about_local_text = /** @type {(inputs: Info_About_Local_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous organisons tout par district communautaire (9 Hamilton Heights, 10 Central Harlem, 11 East Harlem, 12 Washington Heights), comme les habitants se représentent la carte.`)
};

/**
* | output |
* | --- |
* | "We organise everything by community board (9 Hamilton Heights, 10 Central Harlem, 11 East Harlem, 12 Washington Heights), the way neighbors think about the map." |
*
* @param {Info_About_Local_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const info_about_local_text = /** @type {((inputs?: Info_About_Local_TextInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Info_About_Local_TextInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_info_about_local_text(inputs)
	if (locale === "fr") return fr_info_about_local_text(inputs)
	return en_info_about_local_text(inputs)
});