/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Trip_Preset_Family_Outdoors_BlurbInputs */

const en_trip_preset_family_outdoors_blurb = /** @type {(inputs: Trip_Preset_Family_Outdoors_BlurbInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Parks, museums and ice cream for all ages, easy on the wallet.`)
};

const es_trip_preset_family_outdoors_blurb = /** @type {(inputs: Trip_Preset_Family_Outdoors_BlurbInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Parques, museos y helados para todas las edades, sin gastar mucho.`)
};

const fr_trip_preset_family_outdoors_blurb = /** @type {(inputs: Trip_Preset_Family_Outdoors_BlurbInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Parcs, musées et glaces pour tous les âges, sans se ruiner.`)
};

/**
* | output |
* | --- |
* | "Parks, museums and ice cream for all ages, easy on the wallet." |
*
* @param {Trip_Preset_Family_Outdoors_BlurbInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const trip_preset_family_outdoors_blurb = /** @type {((inputs?: Trip_Preset_Family_Outdoors_BlurbInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trip_Preset_Family_Outdoors_BlurbInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_trip_preset_family_outdoors_blurb(inputs)
	if (locale === "fr") return fr_trip_preset_family_outdoors_blurb(inputs)
	return en_trip_preset_family_outdoors_blurb(inputs)
});