/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_SubtitleInputs */

const en_owner_subtitle = /** @type {(inputs: Owner_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Manage your business listing and engage with customers`)
};

const es_owner_subtitle = /** @type {(inputs: Owner_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Administra la ficha de tu negocio y conecta con tus clientes`)
};

const fr_owner_subtitle = /** @type {(inputs: Owner_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gérez la fiche de votre établissement et échangez avec vos clients`)
};

/**
* | output |
* | --- |
* | "Manage your business listing and engage with customers" |
*
* @param {Owner_SubtitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const owner_subtitle = /** @type {((inputs?: Owner_SubtitleInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_SubtitleInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_subtitle(inputs)
	if (locale === "fr") return fr_owner_subtitle(inputs)
	return en_owner_subtitle(inputs)
});