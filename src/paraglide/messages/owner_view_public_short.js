/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_View_Public_ShortInputs */

const en_owner_view_public_short = /** @type {(inputs: Owner_View_Public_ShortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`View public listing`)
};

const es_owner_view_public_short = /** @type {(inputs: Owner_View_Public_ShortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ver ficha pública`)
};

const fr_owner_view_public_short = /** @type {(inputs: Owner_View_Public_ShortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Voir la fiche publique`)
};

/**
* | output |
* | --- |
* | "View public listing" |
*
* @param {Owner_View_Public_ShortInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const owner_view_public_short = /** @type {((inputs?: Owner_View_Public_ShortInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_View_Public_ShortInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_view_public_short(inputs)
	if (locale === "fr") return fr_owner_view_public_short(inputs)
	return en_owner_view_public_short(inputs)
});