/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Notices_Offline_Will_RemoveInputs */

const en_notices_offline_will_remove = /** @type {(inputs: Notices_Offline_Will_RemoveInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} will be removed from your favorites when you're back online.`)
};

const es_notices_offline_will_remove = /** @type {(inputs: Notices_Offline_Will_RemoveInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} se quitará de tus favoritos cuando vuelvas a tener conexión.`)
};

const fr_notices_offline_will_remove = /** @type {(inputs: Notices_Offline_Will_RemoveInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Le retrait de ${i?.name} de vos favoris sera enregistré dès que la connexion sera rétablie.`)
};

/**
* | output |
* | --- |
* | "{name} will be removed from your favorites when you're back online." |
*
* @param {Notices_Offline_Will_RemoveInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const notices_offline_will_remove = /** @type {((inputs: Notices_Offline_Will_RemoveInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notices_Offline_Will_RemoveInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_notices_offline_will_remove(inputs)
	if (locale === "fr") return fr_notices_offline_will_remove(inputs)
	return en_notices_offline_will_remove(inputs)
});