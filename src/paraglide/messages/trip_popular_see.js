/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Trip_Popular_SeeInputs */

const en_trip_popular_see = /** @type {(inputs: Trip_Popular_SeeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`See the full plan`)
};

const es_trip_popular_see = /** @type {(inputs: Trip_Popular_SeeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ver el plan completo`)
};

const fr_trip_popular_see = /** @type {(inputs: Trip_Popular_SeeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Voir le programme complet`)
};

/**
* | output |
* | --- |
* | "See the full plan" |
*
* @param {Trip_Popular_SeeInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const trip_popular_see = /** @type {((inputs?: Trip_Popular_SeeInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trip_Popular_SeeInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_trip_popular_see(inputs)
	if (locale === "fr") return fr_trip_popular_see(inputs)
	return en_trip_popular_see(inputs)
});