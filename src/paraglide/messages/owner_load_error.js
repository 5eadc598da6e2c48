/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Load_ErrorInputs */

const en_owner_load_error = /** @type {(inputs: Owner_Load_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Could not load the latest data.`)
};

const es_owner_load_error = /** @type {(inputs: Owner_Load_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudieron cargar los datos más recientes.`)
};

const fr_owner_load_error = /** @type {(inputs: Owner_Load_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impossible de charger les dernières données.`)
};

/**
* | output |
* | --- |
* | "Could not load the latest data." |
*
* @param {Owner_Load_ErrorInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const owner_load_error = /** @type {((inputs?: Owner_Load_ErrorInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Load_ErrorInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_load_error(inputs)
	if (locale === "fr") return fr_owner_load_error(inputs)
	return en_owner_load_error(inputs)
});