/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Notices_Offline_Will_SaveInputs */

const en_notices_offline_will_save = /** @type {(inputs: Notices_Offline_Will_SaveInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} will be saved to your favorites when you're back online.`)
};

const es_notices_offline_will_save = /** @type {(inputs: Notices_Offline_Will_SaveInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} se guardará en tus favoritos cuando vuelvas a tener conexión.`)
};

const fr_notices_offline_will_save = /** @type {(inputs: Notices_Offline_Will_SaveInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`L’ajout de ${i?.name} à vos favoris sera enregistré dès que la connexion sera rétablie.`)
};

/**
* | output |
* | --- |
* | "{name} will be saved to your favorites when you're back online." |
*
* @param {Notices_Offline_Will_SaveInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const notices_offline_will_save = /** @type {((inputs: Notices_Offline_Will_SaveInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notices_Offline_Will_SaveInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_notices_offline_will_save(inputs)
	if (locale === "fr") return fr_notices_offline_will_save(inputs)
	return en_notices_offline_will_save(inputs)
});