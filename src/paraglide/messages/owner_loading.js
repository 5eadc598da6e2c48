/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_LoadingInputs */

const en_owner_loading = /** @type {(inputs: Owner_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading the latest figures…`)
};

const es_owner_loading = /** @type {(inputs: Owner_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cargando las cifras más recientes…`)
};

const fr_owner_loading = /** @type {(inputs: Owner_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chargement des derniers chiffres…`)
};

/**
* | output |
* | --- |
* | "Loading the latest figures…" |
*
* @param {Owner_LoadingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const owner_loading = /** @type {((inputs?: Owner_LoadingInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_LoadingInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_loading(inputs)
	if (locale === "fr") return fr_owner_loading(inputs)
	return en_owner_loading(inputs)
});