/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notices_Map_Show_In_ListInputs */

const en_notices_map_show_in_list = /** @type {(inputs: Notices_Map_Show_In_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Show in list`)
};

const es_notices_map_show_in_list = /** @type {(inputs: Notices_Map_Show_In_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ver en la lista`)
};

const fr_notices_map_show_in_list = /** @type {(inputs: Notices_Map_Show_In_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Voir dans la liste`)
};

/**
* | output |
* | --- |
* | "Show in list" |
*
* @param {Notices_Map_Show_In_ListInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const notices_map_show_in_list = /** @type {((inputs?: Notices_Map_Show_In_ListInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notices_Map_Show_In_ListInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_notices_map_show_in_list(inputs)
	if (locale === "fr") return fr_notices_map_show_in_list(inputs)
	return en_notices_map_show_in_list(inputs)
});