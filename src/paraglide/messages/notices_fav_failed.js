/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notices_Fav_FailedInputs */

const en_notices_fav_failed = /** @type {(inputs: Notices_Fav_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to update favorites. Please try again.`)
};

const es_notices_fav_failed = /** @type {(inputs: Notices_Fav_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudieron actualizar tus favoritos. Inténtalo de nuevo.`)
};

const fr_notices_fav_failed = /** @type {(inputs: Notices_Fav_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vos favoris n’ont pas pu être mis à jour. Veuillez réessayer.`)
};

/**
* | output |
* | --- |
* | "Failed to update favorites. Please try again." |
*
* @param {Notices_Fav_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const notices_fav_failed = /** @type {((inputs?: Notices_Fav_FailedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notices_Fav_FailedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_notices_fav_failed(inputs)
	if (locale === "fr") return fr_notices_fav_failed(inputs)
	return en_notices_fav_failed(inputs)
});