/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Edit_As_TextInputs */

const en_owner_edit_as_text = /** @type {(inputs: Owner_Edit_As_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Edit as text (holidays, seasons)`)
};

const es_owner_edit_as_text = /** @type {(inputs: Owner_Edit_As_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Editar como texto (festivos, temporadas)`)
};

const fr_owner_edit_as_text = /** @type {(inputs: Owner_Edit_As_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Modifier en texte (jours fériés, saisons)`)
};

/**
* | output |
* | --- |
* | "Edit as text (holidays, seasons)" |
*
* @param {Owner_Edit_As_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const owner_edit_as_text = /** @type {((inputs?: Owner_Edit_As_TextInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Edit_As_TextInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_edit_as_text(inputs)
	if (locale === "fr") return fr_owner_edit_as_text(inputs)
	return en_owner_edit_as_text(inputs)
});