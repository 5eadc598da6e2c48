/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Tt_Vip_ArtistsInputs */

const en_partners_tt_vip_artists = /** @type {(inputs: Partners_Tt_Vip_ArtistsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Meet-and-greets with Harlem artists and musicians`)
};

const es_partners_tt_vip_artists = /** @type {(inputs: Partners_Tt_Vip_ArtistsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Encuentros con artistas y músicos de Harlem`)
};

const fr_partners_tt_vip_artists = /** @type {(inputs: Partners_Tt_Vip_ArtistsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rencontres avec des artistes et musiciens de Harlem`)
};

/**
* | output |
* | --- |
* | "Meet-and-greets with Harlem artists and musicians" |
*
* @param {Partners_Tt_Vip_ArtistsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_tt_vip_artists = /** @type {((inputs?: Partners_Tt_Vip_ArtistsInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Tt_Vip_ArtistsInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_tt_vip_artists(inputs)
	if (locale === "fr") return fr_partners_tt_vip_artists(inputs)
	return en_partners_tt_vip_artists(inputs)
});