/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Save_ChangesInputs */

const en_owner_save_changes = /** @type {(inputs: Owner_Save_ChangesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Save changes`)
};

const es_owner_save_changes = /** @type {(inputs: Owner_Save_ChangesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Guardar cambios`)
};

const fr_owner_save_changes = /** @type {(inputs: Owner_Save_ChangesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enregistrer les modifications`)
};

/**
* | output |
* | --- |
* | "Save changes" |
*
* @param {Owner_Save_ChangesInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const owner_save_changes = /** @type {((inputs?: Owner_Save_ChangesInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Save_ChangesInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_save_changes(inputs)
	if (locale === "fr") return fr_owner_save_changes(inputs)
	return en_owner_save_changes(inputs)
});