/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_View_PublicInputs */

const en_owner_view_public = /** @type {(inputs: Owner_View_PublicInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`View your public listing`)
};

const es_owner_view_public = /** @type {(inputs: Owner_View_PublicInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ver tu ficha pública`)
};

const fr_owner_view_public = /** @type {(inputs: Owner_View_PublicInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Voir votre fiche publique`)
};

/**
* | output |
* | --- |
* | "View your public listing" |
*
* @param {Owner_View_PublicInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const owner_view_public = /** @type {((inputs?: Owner_View_PublicInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_View_PublicInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_view_public(inputs)
	if (locale === "fr") return fr_owner_view_public(inputs)
	return en_owner_view_public(inputs)
});