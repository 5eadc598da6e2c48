/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Return_To_HomeInputs */

const en_owner_return_to_home = /** @type {(inputs: Owner_Return_To_HomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Return to Home`)
};

const es_owner_return_to_home = /** @type {(inputs: Owner_Return_To_HomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Volver a la página de inicio`)
};

const fr_owner_return_to_home = /** @type {(inputs: Owner_Return_To_HomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Revenir à l’accueil`)
};

/**
* | output |
* | --- |
* | "Return to Home" |
*
* @param {Owner_Return_To_HomeInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const owner_return_to_home = /** @type {((inputs?: Owner_Return_To_HomeInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Return_To_HomeInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_return_to_home(inputs)
	if (locale === "fr") return fr_owner_return_to_home(inputs)
	return en_owner_return_to_home(inputs)
});