/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Notices_Map_Show_On_Map_NamedInputs */

const en_notices_map_show_on_map_named = /** @type {(inputs: Notices_Map_Show_On_Map_NamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Show on map: ${i?.name}`)
};

const es_notices_map_show_on_map_named = /** @type {(inputs: Notices_Map_Show_On_Map_NamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ver en el mapa: ${i?.name}`)
};

const fr_notices_map_show_on_map_named = /** @type {(inputs: Notices_Map_Show_On_Map_NamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Voir sur la carte : ${i?.name}`)
};

/**
* | output |
* | --- |
* | "Show on map: {name}" |
*
* @param {Notices_Map_Show_On_Map_NamedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const notices_map_show_on_map_named = /** @type {((inputs: Notices_Map_Show_On_Map_NamedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notices_Map_Show_On_Map_NamedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_notices_map_show_on_map_named(inputs)
	if (locale === "fr") return fr_notices_map_show_on_map_named(inputs)
	return en_notices_map_show_on_map_named(inputs)
});